import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types';

interface Pending {
  db: Db;
  hooks: (() => void)[];
}

const current = new AsyncLocalStorage<Pending>();
const TRACKED = Symbol('afterCommitTracked');

/**
 * Makes every top-level transaction of `db` run, once it has committed, the hooks registered inside it with
 * `afterCommit` (a savepoint's hooks join its outer transaction's; a rollback drops them). Drizzle has no
 * commit hook, and news of a write (a push to the member's screens) must never go out for one that rolled
 * back, nor wait in each caller for the commit.
 */
export function trackCommits(db: Db): Db {
  const tracked = db as Db & { [TRACKED]?: true };
  if (tracked[TRACKED]) return db;
  tracked[TRACKED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const pending: Pending = { db, hooks: [] };
    const result = await current.run(pending, () => transaction(...args));
    for (const hook of pending.hooks) {
      try {
        hook();
      } catch {
        // A hook reports news only: the commit it follows stands whatever it does.
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * Runs `hook` with the transaction's database once the transaction this code runs in has committed; never
 * when it rolls back. Every Database is tracked (client.ts): outside a transaction there is nothing to wait
 * for and no news to give, so the hook is dropped.
 */
export function afterCommit(hook: (db: Db) => void): void {
  const pending = current.getStore();
  if (pending) pending.hooks.push(() => hook(pending.db));
}

/**
 * One kind of news told after its transaction commits (a member's money moved, a deposit flagged): `announce`
 * inside the transaction, `on` to hear the news of one database. A rollback tells no one.
 */
export function commitNews<T>() {
  const listeners = new WeakMap<Db, Set<(news: T) => void>>();
  return {
    on(db: Db, listener: (news: T) => void): () => void {
      let set = listeners.get(db);
      if (!set) listeners.set(db, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    announce(news: T) {
      afterCommit((db) => {
        for (const listener of listeners.get(db) ?? []) listener(news);
      });
    },
  };
}
