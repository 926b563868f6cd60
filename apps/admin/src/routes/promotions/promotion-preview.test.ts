import { describe, expect, it } from 'vitest';
import { previewOf, type PreviewTerms } from './promotion-preview';

const terms = (over: Partial<PreviewTerms> = {}): PreviewTerms => ({
  minimumDeposit: 0,
  bonusPercent: 50,
  turnoverAmount: 0,
  depositType: 0,
  maxBonus: 0,
  maxBonusType: 0,
  maxWithdrawAmount: 0,
  maxWithdrawType: 0,
  ...over,
});

describe('the promotion preview', () => {
  it('pays percent of 1,000 with no cap, turnover or max withdraw', () => {
    expect(previewOf(terms())).toEqual({ deposit: 1000, bonus: 500, turnover: 0, maxWithdraw: null });
  });

  it('counts multiples of turnover and max withdraw on deposit + bonus, as the server does', () => {
    const p = terms({ turnoverAmount: 5, depositType: 1, maxWithdrawAmount: 2.5, maxWithdrawType: 1 });
    expect(previewOf(p)).toEqual({ deposit: 1000, bonus: 500, turnover: 7500, maxWithdraw: 3750 });
  });

  it('caps the bonus in baht, or as a multiple of the deposit', () => {
    expect(previewOf(terms({ maxBonus: 300 })).bonus).toBe(300);
    expect(previewOf(terms({ bonusPercent: 200, maxBonus: 1.5, maxBonusType: 1 })).bonus).toBe(1500);
  });

  it('takes baht values as they are', () => {
    const p = terms({ turnoverAmount: 2000, maxWithdrawAmount: 5000 });
    expect(previewOf(p)).toMatchObject({ turnover: 2000, maxWithdraw: 5000 });
  });

  it('uses the minimum deposit as the example when it is above 1,000', () => {
    expect(previewOf(terms({ minimumDeposit: 2000, bonusPercent: 10 }))).toMatchObject({
      deposit: 2000,
      bonus: 200,
    });
  });

  it('rounds down to the satang like the server, and reads a half-typed form as no bonus', () => {
    expect(previewOf(terms({ minimumDeposit: 1000.01, bonusPercent: 3 })).bonus).toBe(30);
    expect(previewOf(terms({ bonusPercent: Number.NaN }))).toEqual({
      deposit: 1000,
      bonus: 0,
      turnover: 0,
      maxWithdraw: null,
    });
  });
});
