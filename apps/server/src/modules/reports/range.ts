import { MAX_REPORT_DAYS, type MessageKey } from '@chokdee/contracts';
import { fail } from '../../lib/app-error';

/** Thailand keeps UTC+7 all year (no daylight saving): a Bangkok day is a fixed UTC interval. */
const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** Inclusive Bangkok days and the instants that bound them: `start` ≤ t < `end`. */
export interface DayRange {
  from: string;
  to: string;
  days: number;
  start: Date;
  end: Date;
}

/** The Bangkok day of an instant, `YYYY-MM-DD`. */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Bangkok day starts (00:00 in Bangkok, 17:00 UTC the day before). */
export function startOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** A report reads at most MAX_REPORT_DAYS, one day (`to`'s) when `from` is not given. */
const REPORT_LIMITS = { maxDays: MAX_REPORT_DAYS, tooLong: 'reportRangeTooLong', defaultDays: 1 } as const;

/**
 * The range a report covers: `to` defaults to today in Bangkok, `from` to `to`. Refused when `from` is
 * after `to` or the range is longer than MAX_REPORT_DAYS (the reads stay bounded, see docs/BENCHMARKS.md).
 */
export function resolveRange(
  query: { from?: string; to?: string },
  now: Date,
  limits: { maxDays: number; tooLong: MessageKey; defaultDays: number } = REPORT_LIMITS,
): DayRange {
  const to = query.to ?? bangkokDay(now);
  const from = query.from ?? bangkokDay(new Date(startOf(to).getTime() - (limits.defaultDays - 1) * DAY_MS));
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw fail('VALIDATION', 'reportRangeReversed');
  if (days > limits.maxDays) throw fail('VALIDATION', limits.tooLong);
  return { from, to, days, start, end };
}

/** Every day of the range in order, so a chart shows the quiet days as zeros instead of skipping them. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: range.days }, (_, i) =>
    bangkokDay(new Date(range.start.getTime() + i * DAY_MS)),
  );
}
