import type { Notifier } from '../../adapters/notify';
import type { Db } from '../../db/types';
import type { Env } from '../../env';
import { memberPhoneOf } from '../members';
import {
  largeDepositText,
  ledgerCheckFailedText,
  screenLink,
  staffTotpLockedText,
  withdrawalWaitingText,
} from './messages';
import { messageOf, type NotifyEvent } from './service';

/**
 * A send that has not settled by then is given up and tried again later, so a chat service that never
 * answers cannot hold the worker; the HTTP adapters time out well before it (3 s).
 */
const SEND_DEADLINE_MS = 10_000;

/** One notification job: the event for one chat service. */
export interface NotifyJob {
  channel: Notifier['channel'];
  event: NotifyEvent;
}

/** The text of an event, composed when it is sent (the member's phone is read then). */
export async function eventText(
  event: NotifyEvent,
  { db, siteUrl }: { db: Db; siteUrl: string | undefined },
): Promise<string> {
  const link = (path: string) => screenLink(siteUrl, path);
  const phoneOf = async (memberId: string) => (await memberPhoneOf(db, memberId)) ?? '-';
  switch (event.kind) {
    case 'withdrawalWaiting':
      return withdrawalWaitingText({
        ...event,
        amount: BigInt(event.amount),
        phone: await phoneOf(event.memberId),
        link: link('/admin/withdrawals'),
      });
    case 'largeDeposit':
      return largeDepositText({
        ...event,
        amount: BigInt(event.amount),
        phone: await phoneOf(event.memberId),
        link: link('/admin/deposits'),
      });
    case 'ledgerCheckFailed':
      return ledgerCheckFailedText(event.failing);
    case 'staffTotpLocked':
      return staffTotpLockedText({ ...event, link: link('/admin/staff') });
  }
}

/**
 * Sends one job's text to its chat service with the job's id as the idempotency key (the same through
 * every retry). A failure is logged (its message carries no token, adapters/notify/post-json.ts) and
 * thrown, so the runner tries again with backoff.
 */
export function notifyJobRunner(deps: {
  db: Db;
  env: Pick<Env, 'NOTIFY_SITE_URL'>;
  notifiers: readonly Notifier[];
  log: { warn(obj: Record<string, unknown>, msg: string): void };
}) {
  return async ({ channel, event }: NotifyJob, job: { id: string; retryCount: number }) => {
    const notifier = deps.notifiers.find((n) => n.channel === channel);
    // Another process of the site may have it: this one fails the try, a later one may land there.
    if (!notifier) throw new Error(`no ${channel} notifier in this process`);
    const text = await eventText(event, { db: deps.db, siteUrl: deps.env.NOTIFY_SITE_URL });
    try {
      await withDeadline(
        Promise.resolve().then(() => notifier.send(text, job.id)),
        SEND_DEADLINE_MS,
      );
    } catch (err) {
      deps.log.warn({ channel, error: messageOf(err), retry: job.retryCount }, 'notification not sent');
      throw err;
    }
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
