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
 * The period of `unit` that contains `start`, beginning at `start`: the period itself when `start` is its
 * boundary, else its shortened rest (after a change of REWARDS_PERIOD), named with the hour it starts at
 * (`day:2026-11-22T14`) so its key and ledger keys differ from the whole period's.
 */
export function periodFrom(unit: PeriodUnit, start: Date): Period {
  const whole = periodAt(unit, start);
  if (whole.start.getTime() === start.getTime()) return whole;
  const label = new Date(start.getTime() + BANGKOK).toISOString().slice(0, 13);
  return { key: `${unit}:${label}`, unit, start, end: whole.end };
}

/**
 * Periods to compute at `now`, oldest first: those finished at least `graceMs` ago (rounds settled late
 * still count in their period), from `computedUntil` (the end of the newest computed period) on without a
 * gap whatever the unit was before, at most `max` per run (the next run goes on: a backlog is never
 * dropped). With nothing computed yet only the last finished period is due: a new site does not pay for
 * its past.
 */
export function duePeriods(
  unit: PeriodUnit,
  now: Date,
  computedUntil: Date | null,
  graceMs = 0,
  max = 1_000,
): Period[] {
  const finished = (p: Period) => p.end.getTime() + graceMs <= now.getTime();
  if (computedUntil === null) {
    let p = previousPeriod(periodAt(unit, now));
    while (!finished(p)) p = previousPeriod(p);
    return [p];
  }
  const due: Period[] = [];
  for (
    let p = periodFrom(unit, computedUntil);
    due.length < max && finished(p);
    p = periodFrom(unit, p.end)
  ) {
    due.push(p);
  }
  return due;
}
