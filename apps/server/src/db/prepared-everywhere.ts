import { mapRowsOnce } from './rows-mapped-once';
import type { Executor } from './types';

interface Preparable<R> {
  prepare(name: string): Runnable<R>;
}
interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A named prepared statement built once per process and run on whichever executor a call has: the pool
 * or a transaction. drizzle ties a prepared query to the session it was built on, so a statement that
 * must run inside transactions would be rebuilt on every call, and building a select with lateral
 * subqueries cost the server more CPU than PostgreSQL spent running it (a sixth of a withdrawal's server
 * time, profiled; docs/decisions/012-prepared-statements-generic-plans.md).
 *
 * The first call builds the query (SQL text, parameters, result mapping) with drizzle's own `.prepare`
 * (rows mapped as drizzle maps them, the work per field done once: `mapRowsOnce`);
 * later calls reuse it with the connection of the executor at hand. That connection is drizzle's
 * session `client` (the node-postgres pool or pooled client of a transaction, or the PGlite instance),
 * the one thing a session adds to a prepared query, so a statement reused this way is the statement
 * drizzle would have built. One template per session class: the same process may hold PGlite and
 * PostgreSQL handles (tests).
 */
export function preparedEverywhere<R>(name: string, build: (ex: Executor) => Preparable<R>) {
  const templates = new Map<unknown, Runnable<R>>();
  return (ex: Executor, values: Record<string, unknown>): Promise<R> => {
    // `session` is public at run time, internal in drizzle's types.
    const { session } = ex as unknown as { session: { client: unknown; constructor: unknown } };
    let template = templates.get(session.constructor);
    if (!template) {
      template = mapRowsOnce(build(ex).prepare(name));
      templates.set(session.constructor, template);
    }
    const onThisConnection: Runnable<R> = Object.create(template);
    (onThisConnection as unknown as { client: unknown }).client = session.client;
    return onThisConnection.execute(values);
  };
}
