import type { WithdrawalQueueEvent } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { queueVersion } from './queue-repo';

type Listener = (event: WithdrawalQueueEvent) => void;

/**
 * Tells this process's stream listeners when the withdrawal queue changes, whichever process changed it:
 * one poller per process reads the queue's version (queue-repo.ts, one indexed statement) every
 * `everyMs` while at least one listener is connected, and stops when the last one leaves. So the database
 * sees one cheap read per process and period, never one per connected staff member, and nothing but the
 * database is shared between processes (docs/decisions/031-withdrawal-queue-polling.md).
 */
export function createQueueWatch(ctx: Pick<AppContext, 'db' | 'log'>, { everyMs = 1000 } = {}) {
  const listeners = new Set<Listener>();
  let last: WithdrawalQueueEvent | undefined;
  let polling = false;
  let closed = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, everyMs);
    });

  async function poll() {
    try {
      const now = await queueVersion(ctx.db);
      if (now.version === last?.version) return;
      last = now;
      for (const listener of listeners) listener(now);
    } catch (err) {
      // The next period tries again; a listener keeps its connection meanwhile.
      ctx.log.warn({ err }, 'withdrawal queue version read failed');
    }
  }

  async function run() {
    polling = true;
    // A version read before this run may be stale: the first read of the run is told to everyone.
    last = undefined;
    while (listeners.size > 0 && !closed) {
      await poll();
      if (listeners.size === 0 || closed) break;
      await pause();
    }
    polling = false;
  }

  return {
    /** Calls `listener` with the current version at once (or after the first read), then on each change. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      if (!polling && !closed) void run();
      else if (last) listener(last);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Stops polling for good (the app closes). */
    close() {
      closed = true;
      listeners.clear();
      clearTimeout(timer);
      wake?.();
    },

    /** Listeners connected to this process (tests, metrics). */
    get listeners() {
      return listeners.size;
    },
  };
}
export type QueueWatch = ReturnType<typeof createQueueWatch>;
