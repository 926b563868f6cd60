import { sql, type SQL } from 'drizzle-orm';

/**
 * The clock every live-table decision reads: the database's `now()`, so that any process answers the same
 * (a bet after the close is refused whichever process takes it, a lease expires for everyone at once).
 * Tests move it forward with `advance` instead of sleeping: the offset is added inside the SQL.
 */
export interface LiveClock {
  /** The database clock as an SQL expression (timestamptz). */
  now(): SQL;
  /** The offset in milliseconds added to the database clock (0 outside tests). */
  readonly offsetMs: number;
}

export const databaseClock: LiveClock = { now: () => sql`now()`, offsetMs: 0 };

/** A database clock that tests move forward by hand. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => sql`(now() + make_interval(secs => ${offsetMs / 1000}))`,
    get offsetMs() {
      return offsetMs;
    },
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** `now() + ms` on the given clock. */
export const later = (clock: LiveClock, ms: number) =>
  sql`(${clock.now()} + make_interval(secs => ${ms / 1000}))`;
