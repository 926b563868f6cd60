/**
 * Reward periods (cashback and affiliate commissions): hours, days or weeks of Bangkok local time
 * (UTC+7 all year, Thailand keeps no daylight saving), so a "day" ends at midnight for the members.
 * A period is named `<unit>:<local start>` (`hour:2026-11-23T14`, `day:2026-11-23`, `week:2026-11-23`,
 * weeks starting on Monday): readable in ledger keys and stable across processes.
 */

export const PERIOD_UNITS = ['hour', 'day', 'week'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export interface Period {
  key: string;
  unit: PeriodUnit;
  /** Inclusive. */
  start: Date;
  /** Exclusive: the next period's start. */
  end: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR;
const LENGTH: Record<PeriodUnit, number> = { hour: HOUR, day: DAY, week: 7 * DAY };

/** Local midnight of Monday: 1970-01-01 was a Thursday, three days after a Monday. */
const localStartOf = (unit: PeriodUnit, local: number) => {
  if (unit === 'week') return Math.floor((local + 3 * DAY) / LENGTH.week) * LENGTH.week - 3 * DAY;
  return Math.floor(local / LENGTH[unit]) * LENGTH[unit];
};

function fromLocalStart(unit: PeriodUnit, localStart: number): Period {
  const iso = new Date(localStart).toISOString();
  const label = unit === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10);
  const start = new Date(localStart - BANGKOK);
  return { key: `${unit}:${label}`, unit, start, end: new Date(start.getTime() + LENGTH[unit]) };
}

/** The period that contains `at`. */
export function periodAt(unit: PeriodUnit, at: Date): Period {
  return fromLocalStart(unit, localStartOf(unit, at.getTime() + BANGKOK));
}

export const previousPeriod = (p: Period): Period => periodAt(p.unit, new Date(p.start.getTime() - 1));
export const nextPeriod = (p: Period): Period => periodAt(p.unit, p.end);

const KEY = /^(hour|day|week):(\d{4}-\d\d-\d\d)(?:T(\d\d))?$/;

/** The period a key names, or null when the key names none (wrong shape, or a week not starting Monday). */
export function parsePeriodKey(key: string): Period | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const unit = m[1] as PeriodUnit;
  if ((unit === 'hour') !== (m[3] !== undefined)) return null;
  const local = Date.parse(`${m[2]}T${m[3] ?? '00'}:00:00Z`);
  if (Number.isNaN(local)) return null;
  const period = fromLocalStart(unit, localStartOf(unit, local));
  return period.key === key ? period : null;
}

/**
 * Finished periods still to compute, oldest first: those after `computedUntil` (the end of the newest
 * computed period) up to the last one finished at `now`, at most `max` of them (the newest). With
 * nothing computed yet only the last finished period is due: a new site does not pay for its past.
 */
export function duePeriods(unit: PeriodUnit, now: Date, computedUntil: Date | null, max = 31): Period[] {
  const due: Period[] = [];
  let p = previousPeriod(periodAt(unit, now));
  while (due.length < max && (computedUntil === null ? due.length < 1 : p.start >= computedUntil)) {
    due.unshift(p);
    p = previousPeriod(p);
  }
  return due;
}
