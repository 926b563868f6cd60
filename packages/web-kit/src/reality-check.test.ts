import type { PlaySession } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { msUntilCheck, realityCheckFacts, signedBaht } from './reality-check';

const TEXTS = {
  realityCheckHours: '{hours} ชั่วโมง {minutes} นาที',
  realityCheckMinutes: '{minutes} นาที',
  realityCheckBaht: '{amount} บาท',
  realityCheckEnds: 'ครบเวลา {at}',
};
const session = (over: Partial<PlaySession>): PlaySession => ({
  startedAt: '2026-11-29T10:00:00.000Z',
  minutesPlayed: 15,
  net: -20,
  realityCheckMinutes: 15,
  nextCheckAt: '2026-11-29T10:30:00.000Z',
  sessionMinutes: null,
  sessionEndsAt: null,
  now: '2026-11-29T10:15:00.000Z',
  ...over,
});

describe('the reality check timing', () => {
  it("waits by the server's clock, a second past the check; none without one", () => {
    expect(msUntilCheck(session({}))).toBe(15 * 60_000 + 1_000);
    expect(msUntilCheck(session({ now: '2026-11-29T10:31:00.000Z' }))).toBe(1_000);
    expect(msUntilCheck(session({ nextCheckAt: null }))).toBeUndefined();
  });

  it('says the time played, the signed net result and the limit', () => {
    expect(realityCheckFacts(session({}), TEXTS)).toEqual({
      played: '15 นาที',
      net: '-20.00 บาท',
      ends: undefined,
    });
    const long = realityCheckFacts(
      session({ minutesPlayed: 75, net: 1234.5, sessionEndsAt: '2026-11-29T11:00:00.000Z' }),
      TEXTS,
    );
    expect(long.played).toBe('1 ชั่วโมง 15 นาที');
    expect(long.net).toBe('+1,234.50 บาท');
    expect(signedBaht(0)).toBe('0.00');
  });
});
