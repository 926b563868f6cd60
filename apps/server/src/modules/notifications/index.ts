import type { FastifyInstance } from 'fastify';
import { createOutbox, type Notifier } from '../../adapters/notify';
import type { Db } from '../../db/types';
import type { Env } from '../../env';
import { createNotifications } from './service';

export type { Notifications } from './service';

/** How long a closing server waits for waiting messages: each try is bounded (3 s), the queue is not. */
const CLOSE_WAIT_MS = 5_000;

/** The staff notifications of one process: its events, sent through its own outbox to `notifiers`. */
export function notificationsFor(
  app: FastifyInstance,
  deps: { db: Db; env: Env; notifiers: readonly Notifier[] },
) {
  const outbox = createOutbox({ notifiers: deps.notifiers, log: app.log });
  const notify = createNotifications({ db: deps.db, env: deps.env, log: app.log, outbox });
  // The database closes after the app: messages still waiting may need it to read a member's phone.
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([notify.idle(), wait]);
    clearTimeout(timer);
  });
  return notify;
}
