import type { Notifier } from '../../adapters/notify';
import type { Db } from '../../db/types';
import type { Env } from '../../env';
import type { Jobs } from '../../infra/jobs';
import { notifyJobRunner, type NotifyJob } from './deliver';
import { createNotifications } from './service';

export type { Notifications } from './service';

/** The job that sends one notification to one chat service (infra/jobs.ts). */
export const NOTIFY_JOB = 'notify.send';

/**
 * Staff notifications: each event becomes one job per configured chat service, sent by whichever process
 * of the site takes it and tried again with backoff for about half an hour of outage (10 retries from 2 s,
 * doubling, at most 5 minutes apart). No chat service configured: nothing is queued.
 */
export function notificationsFor(deps: {
  db: Db;
  env: Env;
  log: { warn(obj: Record<string, unknown>, msg: string): void };
  notifiers: readonly Notifier[];
  jobs: Jobs;
}) {
  const queue = deps.jobs.queue<NotifyJob>(NOTIFY_JOB, {
    retryLimit: 10,
    retryDelaySec: 2,
    run: notifyJobRunner(deps),
  });
  const channels = deps.notifiers.map((n) => n.channel);
  return createNotifications({
    env: deps.env,
    log: deps.log,
    post: async (event, tx) => {
      for (const channel of channels) await queue.send({ channel, event }, tx);
    },
  });
}
