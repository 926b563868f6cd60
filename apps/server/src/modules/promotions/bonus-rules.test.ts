import { describe, expect, it } from 'vitest';
import { amountOf, bonusConditions, bonusFor, pickPromotion, type PromotionTerms } from './bonus-rules';

/** The two demo promotions (seed): 50% up to 500 baht from 100 baht, and 10% up to 1,000 from 300. */
const welcome: PromotionTerms = {
  id: 'welcome',
  minimumDeposit: 10_000n,
  bonusPercent: 50,
  turnoverAmount: 500n,
  depositType: 1,
  maxBonus: 50_000n,
  maxBonusType: 0,
  maxWithdrawAmount: 500n,
  maxWithdrawType: 1,
};
const daily: PromotionTerms = {
  id: 'daily',
  minimumDeposit: 30_000n,
  bonusPercent: 10,
  turnoverAmount: 300n,
  depositType: 1,
  maxBonus: 100_000n,
  maxBonusType: 0,
  maxWithdrawAmount: 0n,
  maxWithdrawType: 0,
};

describe('bonusFor', () => {
  it('is nothing below the minimum and percent of the deposit from it', () => {
    expect(bonusFor(welcome, 9_999n)).toBe(0n);
    expect(bonusFor(welcome, 10_000n)).toBe(5_000n);
  });

  it('rounds down to the satang', () => {
    expect(bonusFor({ ...daily, minimumDeposit: 0n }, 12_345n)).toBe(1_234n);
  });

  it('caps at MaxBonus in baht, or in multiples of the deposit, and 0 means no cap', () => {
    expect(bonusFor(welcome, 200_000n)).toBe(50_000n);
    expect(bonusFor({ ...welcome, bonusPercent: 200, maxBonus: 100n, maxBonusType: 1 }, 20_000n)).toBe(
      20_000n,
    );
    expect(bonusFor({ ...welcome, maxBonus: 0n }, 200_000n)).toBe(100_000n);
  });
});

describe('pickPromotion', () => {
  it('takes the largest bonus the deposit earns', () => {
    expect(pickPromotion([welcome, daily], 20_000n)).toEqual({ promotion: welcome, bonus: 10_000n });
    expect(pickPromotion([daily, { ...daily, id: 'richer', bonusPercent: 20 }], 50_000n)?.promotion.id).toBe(
      'richer',
    );
  });

  it('keeps display order on equal bonuses and answers null when nothing is earned', () => {
    expect(pickPromotion([daily, { ...daily, id: 'twin' }], 50_000n)?.promotion.id).toBe('daily');
    expect(pickPromotion([welcome, daily], 5_000n)).toBeNull();
    expect(pickPromotion([], 5_000n)).toBeNull();
  });
});

describe('bonusConditions', () => {
  it('counts multiples on deposit + bonus', () => {
    // 1,000 baht + 500 bonus = 1,500; 5 เท่า → 7,500 baht turnover and max withdraw.
    expect(bonusConditions(welcome, 100_000n, 50_000n)).toEqual({
      needTurnover: 750_000n,
      maxWithdraw: 750_000n,
    });
  });

  it('takes baht values as they are, and 0 max withdraw as no cap', () => {
    expect(bonusConditions({ ...daily, depositType: 0, turnoverAmount: 123_400n }, 50_000n, 5_000n)).toEqual({
      needTurnover: 123_400n,
      maxWithdraw: null,
    });
  });

  it('reads hundredths of a multiple (2.5 เท่า)', () => {
    expect(amountOf(250n, 1, 10_001n)).toBe(25_002n);
  });
});
