import { describe, expect, it } from 'vitest';
import { claimKeys, whyNot, type ClaimFacts } from './claim-rules';

const fresh: ClaimFacts = {
  beforeStart: false,
  afterEnd: false,
  claims: 0,
  claimedToday: false,
  linkedClaims: 0,
  linkedClaimedToday: false,
  firstDeposit: true,
};
const rule = (claimRule: string, maxClaimsPerMember: number | null = null) => ({
  claimRule,
  maxClaimsPerMember,
});

describe('whyNot', () => {
  it('lets a first deposit take every rule', () => {
    for (const r of ['firstDeposit', 'oncePerMember', 'oncePerDay', 'everyDeposit']) {
      expect(whyNot(rule(r), fresh)).toBeNull();
    }
  });

  it('keeps firstDeposit to the first deposit, and once-only rules to one claim', () => {
    expect(whyNot(rule('firstDeposit'), { ...fresh, firstDeposit: false })).toBe('promotionFirstDepositOnly');
    expect(whyNot(rule('firstDeposit'), { ...fresh, claims: 1 })).toBe('promotionClaimedAlready');
    expect(whyNot(rule('oncePerMember'), { ...fresh, firstDeposit: false })).toBeNull();
    expect(whyNot(rule('oncePerMember'), { ...fresh, claims: 1 })).toBe('promotionClaimedAlready');
  });

  it('keeps oncePerDay to one claim a day, and every rule under its cap and inside its window', () => {
    expect(whyNot(rule('oncePerDay'), { ...fresh, claims: 5 })).toBeNull();
    expect(whyNot(rule('oncePerDay'), { ...fresh, claimedToday: true })).toBe('promotionClaimedToday');
    expect(whyNot(rule('everyDeposit', 2), { ...fresh, claims: 1 })).toBeNull();
    expect(whyNot(rule('everyDeposit', 2), { ...fresh, claims: 2 })).toBe('promotionClaimsUsedUp');
    expect(whyNot(rule('everyDeposit'), { ...fresh, beforeStart: true })).toBe('promotionNotStarted');
    expect(whyNot(rule('everyDeposit'), { ...fresh, afterEnd: true })).toBe('promotionEnded');
  });

  it("shares one person's limits among their linked accounts, except everyDeposit's", () => {
    const linked = 'promotionClaimedByLinked';
    expect(whyNot(rule('firstDeposit'), { ...fresh, linkedClaims: 1 })).toBe(linked);
    expect(whyNot(rule('oncePerMember'), { ...fresh, linkedClaims: 1 })).toBe(linked);
    expect(whyNot(rule('oncePerDay'), { ...fresh, linkedClaims: 3 })).toBeNull();
    expect(whyNot(rule('oncePerDay'), { ...fresh, linkedClaimedToday: true })).toBe(linked);
    expect(whyNot(rule('everyDeposit'), { ...fresh, linkedClaims: 9 })).toBeNull();
    expect(whyNot(rule('everyDeposit', 2), { ...fresh, claims: 1, linkedClaims: 1 })).toBe(linked);
  });

  it('pays nothing for a rule it does not know', () => {
    expect(whyNot(rule('always'), fresh)).not.toBeNull();
  });
});

describe('claimKeys', () => {
  it('numbers the claim and dates only a daily one', () => {
    expect(claimKeys({ ...rule('oncePerDay'), claims: 2, today: '2025-03-02' })).toEqual({
      claimNo: 3,
      claimDay: '2025-03-02',
    });
    expect(claimKeys({ ...rule('firstDeposit'), claims: 0, today: '2025-03-02' })).toEqual({
      claimNo: 1,
      claimDay: null,
    });
  });
});
