import { describe, expect, it } from 'vitest';
import { autoRulesOf, DEFAULT_AUTO_RULES, reviewReasonOf, wireOf, type AutoRules } from './auto-rules';

const rules: AutoRules = { autoMaxPerDay: 1_000_000n, firstNeedsApproval: true, largeAmount: 2_000_000n };
const regular = { linkedBonus: false, paidBefore: true, askedToday: 0n };
const automatic = { automatic: true };

describe('auto-withdraw review rules', () => {
  it('lets an automatic payout through when no rule holds it', () => {
    expect(reviewReasonOf(500_000n, rules, regular, automatic)).toBeNull();
    expect(
      reviewReasonOf(500_000n, DEFAULT_AUTO_RULES, { ...regular, paidBefore: false }, automatic),
    ).toBeNull();
  });

  it('holds a first withdrawal when the rules say so', () => {
    expect(reviewReasonOf(100n, rules, { ...regular, paidBefore: false }, automatic)).toBe('firstWithdrawal');
  });

  it('holds the request that takes the day past the daily maximum, not the one that reaches it', () => {
    expect(reviewReasonOf(400_000n, rules, { ...regular, askedToday: 600_000n }, automatic)).toBeNull();
    expect(reviewReasonOf(400_001n, rules, { ...regular, askedToday: 600_000n }, automatic)).toBe(
      'dailyLimit',
    );
    expect(reviewReasonOf(10_000_000n, { ...rules, autoMaxPerDay: null }, regular, automatic)).toBeNull();
  });

  it('names a linked bonus first, and only that when the payout would not be automatic anyway', () => {
    const linked = { linkedBonus: true, paidBefore: false, askedToday: 9_000_000n };
    expect(reviewReasonOf(100n, rules, linked, automatic)).toBe('linkedBonus');
    expect(reviewReasonOf(100n, rules, linked, { automatic: false })).toBe('linkedBonus');
    expect(reviewReasonOf(100n, rules, { ...linked, linkedBonus: false }, { automatic: false })).toBeNull();
  });

  it('reads the wire in baht, 0 meaning no daily maximum, and writes it back the same', () => {
    const wire = { autoMaxPerDay: 0, firstWithdrawalNeedsApproval: false, largeAmount: 20_000.5 };
    expect(autoRulesOf(wire)).toEqual({
      autoMaxPerDay: null,
      firstNeedsApproval: false,
      largeAmount: 2_000_050n,
    });
    expect(wireOf(autoRulesOf(wire))).toEqual(wire);
    expect(wireOf(DEFAULT_AUTO_RULES)).toEqual({
      autoMaxPerDay: 0,
      firstWithdrawalNeedsApproval: false,
      largeAmount: 20_000,
    });
  });
});
