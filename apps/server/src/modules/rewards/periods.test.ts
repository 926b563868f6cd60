import { describe, expect, it } from 'vitest';
import { duePeriods, nextPeriod, parsePeriodKey, periodAt, previousPeriod } from './periods';

const at = (iso: string) => new Date(iso);

describe('reward periods (Bangkok time)', () => {
  it('a day runs from Bangkok midnight to the next (17:00 UTC)', () => {
    expect(periodAt('day', at('2026-11-23T16:59:59.999Z'))).toEqual({
      key: 'day:2026-11-23',
      unit: 'day',
      start: at('2026-11-22T17:00:00Z'),
      end: at('2026-11-23T17:00:00Z'),
    });
    expect(periodAt('day', at('2026-11-23T17:00:00Z')).key).toBe('day:2026-11-24');
  });

  it('hours and weeks (from Monday) are named by their local start', () => {
    expect(periodAt('hour', at('2026-11-23T07:30:00Z'))).toMatchObject({
      key: 'hour:2026-11-23T14',
      start: at('2026-11-23T07:00:00Z'),
      end: at('2026-11-23T08:00:00Z'),
    });
    // 2026-11-23 is a Monday; Sunday 29th 23:59 Bangkok is still that week.
    const week = periodAt('week', at('2026-11-29T16:59:00Z'));
    expect(week).toMatchObject({ key: 'week:2026-11-23', start: at('2026-11-22T17:00:00Z') });
    expect(week.end).toEqual(at('2026-11-29T17:00:00Z'));
    expect(periodAt('week', at('2026-11-22T16:59:00Z')).key).toBe('week:2026-11-16');
  });

  it('steps to the previous and next period', () => {
    const p = periodAt('day', at('2026-03-01T10:00:00Z'));
    expect(previousPeriod(p).key).toBe('day:2026-02-28');
    expect(nextPeriod(p).key).toBe('day:2026-03-02');
    expect(previousPeriod(nextPeriod(p))).toEqual(p);
  });

  it('parses the keys it makes and nothing else', () => {
    for (const key of ['day:2026-11-23', 'hour:2026-11-23T00', 'hour:2026-11-23T23', 'week:2026-11-23']) {
      expect(parsePeriodKey(key)?.key).toBe(key);
    }
    for (const key of ['day:2026-02-30', 'week:2026-11-24', 'hour:2026-11-23', 'day:2026-11-23T01', 'x']) {
      expect(parsePeriodKey(key)).toBeNull();
    }
  });

  it('due periods: only the last finished one on a new site, then every one since the last computed', () => {
    const now = at('2026-11-23T08:00:00Z'); // day:2026-11-23 runs
    expect(duePeriods('day', now, null).map((p) => p.key)).toEqual(['day:2026-11-22']);
    expect(duePeriods('day', now, at('2026-11-21T17:00:00Z')).map((p) => p.key)).toEqual(['day:2026-11-22']);
    expect(duePeriods('day', now, at('2026-11-22T17:00:00Z'))).toEqual([]);
    expect(duePeriods('day', now, at('2026-11-19T17:00:00Z')).map((p) => p.key)).toEqual([
      'day:2026-11-20',
      'day:2026-11-21',
      'day:2026-11-22',
    ]);
    // A long backlog is worked through from the oldest, never cut to the newest month (issue 16, hole 10).
    const backlog = duePeriods('day', now, at('2026-10-12T17:00:00Z'));
    expect(backlog).toHaveLength(41);
    expect([backlog[0]!.key, backlog.at(-1)!.key]).toEqual(['day:2026-10-13', 'day:2026-11-22']);
    expect(backlog.every((p, i) => i === 0 || p.start.getTime() === backlog[i - 1]!.end.getTime())).toBe(
      true,
    );
    // A run takes at most `max`, the oldest: the next run goes on from there.
    const years = duePeriods('day', now, at('2020-01-01T17:00:00Z'));
    expect([years.length, years[0]!.key]).toEqual([1_000, 'day:2020-01-02']);
    // After a switch from days to hours, hours start where the last computed day ended.
    expect(
      duePeriods('hour', at('2026-11-22T19:30:00Z'), at('2026-11-22T17:00:00Z')).map((p) => p.key),
    ).toEqual(['hour:2026-11-23T00', 'hour:2026-11-23T01']);
  });

  it('a period is due only once its end plus the grace has passed', () => {
    const grace = 10 * 60_000;
    const end = at('2026-11-22T17:00:00Z'); // day:2026-11-22 ends at Bangkok midnight
    const since = at('2026-11-21T17:00:00Z');
    expect(duePeriods('day', new Date(end.getTime() + grace - 1000), since, grace)).toEqual([]);
    expect(duePeriods('day', new Date(end.getTime() + grace), since, grace).map((p) => p.key)).toEqual([
      'day:2026-11-22',
    ]);
    expect(duePeriods('day', new Date(end.getTime() + grace - 1000), null, grace).map((p) => p.key)).toEqual([
      'day:2026-11-21',
    ]);
  });

  it('a change of REWARDS_PERIOD starts where the last computed period ended: nothing skipped', () => {
    // Hours computed until 14:00 Bangkok, then days: the rest of that day is one shortened period.
    const hoursUntil = at('2026-11-22T07:00:00Z');
    const days = duePeriods('day', at('2026-11-24T08:00:00Z'), hoursUntil);
    expect(days.map((p) => [p.key, p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['day:2026-11-22T14', '2026-11-22T07:00:00.000Z', '2026-11-22T17:00:00.000Z'],
      ['day:2026-11-23', '2026-11-22T17:00:00.000Z', '2026-11-23T17:00:00.000Z'],
    ]);
    // Days computed until Wednesday, then weeks: Wednesday to Sunday first.
    const weeks = duePeriods('week', at('2026-11-30T08:00:00Z'), at('2026-11-24T17:00:00Z'));
    expect(weeks.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2026-11-24T17:00:00.000Z', '2026-11-29T17:00:00.000Z'],
    ]);
  });
});
