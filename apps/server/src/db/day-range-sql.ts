import { sql, type SQL } from 'drizzle-orm';

/**
 * Time ranges of the report reads (modules/reports and the ledger's report reads). Every bound is an instant
 * (a Bangkok day's start), so a day is `start ≤ column < end`.
 */
export interface Bounds {
  start: Date;
  end: Date;
}

/** The Bangkok day of a timestamp column, as text: Thailand is UTC+7 all year. */
export const dayOf = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`;

export const inRange = (column: SQL, b: Bounds) =>
  sql`${column} >= ${b.start.toISOString()}::timestamptz and ${column} < ${b.end.toISOString()}::timestamptz`;

/** A count per Bangkok day. */
export interface CountRow {
  day: string;
  count: number;
}
