import { describe, expect, it } from 'vitest';
import { bangkokText, periodsAt } from './periods';

describe('limit periods in Bangkok time', () => {
  it('starts the day at 00:00, the week on Monday and the month on the 1st, Bangkok time', () => {
    // Sunday 2026-11-29 23:30 in Bangkok is 16:30 UTC.
    const p = periodsAt(new Date('2026-11-29T16:30:00Z'));
    expect(p.day).toEqual({ start: new Date('2026-11-28T17:00:00Z'), end: new Date('2026-11-29T17:00:00Z') });
    expect(p.week).toEqual({
      start: new Date('2026-11-22T17:00:00Z'),
      end: new Date('2026-11-29T17:00:00Z'),
    });
    expect(p.month).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
  });

  it('moves to the next day, week and month at Bangkok midnight, not UTC midnight', () => {
    // 17:00 UTC on the 30th is 00:00 on Tuesday 1 December in Bangkok.
    const p = periodsAt(new Date('2026-11-30T17:00:00Z'));
    expect(p.day.start).toEqual(new Date('2026-11-30T17:00:00Z'));
    expect(p.week.start).toEqual(new Date('2026-11-29T17:00:00Z'));
    expect(p.month).toEqual({
      start: new Date('2026-11-30T17:00:00Z'),
      end: new Date('2026-12-31T17:00:00Z'),
    });
  });

  it('writes a time as Bangkok reads it', () => {
    expect(bangkokText(new Date('2026-11-29T16:30:00Z'))).toBe('2026-11-29 23:30');
  });
});
