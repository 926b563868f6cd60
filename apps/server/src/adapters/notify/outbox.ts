import type { Notifier } from './types';

/** Messages waiting at most: beyond it new ones are dropped (and logged), so a dead chat service costs no memory. */
const MAX_PENDING = 100;

/**
 * A send that has not settled by then is given up (logged), so a notifier that never answers cannot stall
 * the queue; the HTTP adapters time out well before it (3 s).
 */
const SEND_DEADLINE_MS = 10_000;

/** What the outbox logs with (a pino logger is one). */
export interface WarnLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** Builds a message's text when its turn comes (it may read the database); null: nothing to send. */
export type Compose = () => Promise<string | null>;

/**
 * A bounded in-process queue in front of the notifiers: `post` returns at once and never throws, so the
 * money path that calls it (after its transaction commits) is never slowed or failed by a chat service.
 * One message at a time, in order, to every notifier; each failure is logged (its message carries no token,
 * adapters/notify/post-json.ts) and dropped: one try, no retries. A process that stops loses what waits.
 */
export function createOutbox({
  notifiers,
  log,
  maxPending = MAX_PENDING,
  sendDeadlineMs = SEND_DEADLINE_MS,
}: {
  notifiers: readonly Notifier[];
  log: WarnLog;
  maxPending?: number;
  sendDeadlineMs?: number;
}) {
  const pending: Compose[] = [];
  let draining: Promise<void> | undefined;

  async function deliver(compose: Compose) {
    let text: string | null;
    try {
      text = await compose();
    } catch (err) {
      log.warn({ error: messageOf(err) }, 'notification not composed');
      return;
    }
    if (text === null) return;
    // Each failure is logged as it happens: one slow service does not hold back the news of another.
    await Promise.all(
      notifiers.map((n) =>
        withDeadline(
          Promise.resolve().then(() => n.send(text)),
          sendDeadlineMs,
        ).catch((err: unknown) =>
          log.warn({ channel: n.channel, error: messageOf(err) }, 'notification not sent'),
        ),
      ),
    );
  }

  async function drain() {
    for (let next = pending.shift(); next; next = pending.shift()) await deliver(next);
    draining = undefined;
  }

  return {
    /** Queues a message; a no-op when no notifier is configured (its text is then never composed). */
    post(compose: Compose): void {
      if (notifiers.length === 0) return;
      if (pending.length >= maxPending) {
        log.warn({ pending: pending.length }, 'notification dropped: too many waiting');
        return;
      }
      pending.push(compose);
      draining ??= drain();
    },
    /** Resolves once every queued message was tried (tests, and shutdown). */
    idle(): Promise<void> {
      return draining ?? Promise.resolve();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

/** Only the message: an error object may carry a cause or request details nobody should log. */
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
