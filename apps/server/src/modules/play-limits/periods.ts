/**
 * The periods of a limit in Bangkok time (UTC+7 all year): a day from 00:00, a week from Monday 00:00, a
 * month from the 1st. Pure: `now` is the database's clock, read by the caller.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface Span {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The running day, week and month at `now`. */
export function periodsAt(now: Date): Record<LimitPeriod, Span> {
  const local = now.getTime() + BANGKOK;
  const day = Math.floor(local / DAY) * DAY;
  // 1970-01-01 was a Thursday: Monday is 3 days before it.
  const week = Math.floor((local + 3 * DAY) / (7 * DAY)) * 7 * DAY - 3 * DAY;
  const d = new Date(local);
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  const span = (localStart: number, localEnd: number): Span => ({
    start: new Date(localStart - BANGKOK),
    end: new Date(localEnd - BANGKOK),
  });
  return { day: span(day, day + DAY), week: span(week, week + 7 * DAY), month: span(month, nextMonth) };
}

/** A time as a member reads it in a message, Bangkok time: "2026-11-30 17:05". */
export const bangkokText = (at: Date) =>
  new Date(at.getTime() + BANGKOK).toISOString().slice(0, 16).replace('T', ' ');
