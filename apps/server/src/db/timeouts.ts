import { sql } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * Limits of every statement on a pooled connection, sized for member calls
 * (docs/decisions/015-statement-and-lock-timeouts.md): the slowest member call runs in well under 100 ms, so
 * 5 s is only ever reached by a runaway statement, and 2 s of waiting for a row lock means the holder is
 * stuck (a member's own calls queue for milliseconds). The call then answers a Thai "busy, try again" (503)
 * instead of holding a pool connection and the member's request until the proxy gives up.
 */
export const MEMBER_TIMEOUTS = { statementMs: 5_000, lockMs: 2_000 } as const;
/** Reward runs (reports over a whole period) and migrations: minutes, not seconds. */
export const LONG_TIMEOUTS = { statementMs: 10 * 60_000, lockMs: 60_000 } as const;

/** Lifts the member-call limits for the rest of this transaction only (SET LOCAL); PGlite ignores them. */
export async function withLongTimeouts(tx: Executor) {
  await tx.execute(sql.raw(`set local statement_timeout = ${LONG_TIMEOUTS.statementMs}`));
  await tx.execute(sql.raw(`set local lock_timeout = ${LONG_TIMEOUTS.lockMs}`));
}
