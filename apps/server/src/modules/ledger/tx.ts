import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/types';

/**
 * Runs `fn` inside the caller's transaction when given one (the ledger then commits or rolls back
 * with the caller's own writes), else in a transaction of its own.
 *
 * Inside `fn` only the given executor may be used: PGlite has one connection, and a query sent to
 * the db while its transaction is open waits for that transaction, i.e. forever.
 */
export function inTransaction<T>(ex: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return ex instanceof PgTransaction ? fn(ex) : (ex as Db).transaction(fn);
}
