import { TH_WEB, type PromotionView } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { promotionFacts, unitText } from './promotion-units';

describe('unitText (SPEC §9)', () => {
  it("shows type 1 as 'เท่า' and anything else as baht", () => {
    expect(unitText(5, 1)).toBe('5 เท่า');
    expect(unitText(2.5, 1)).toBe('2.5 เท่า');
    expect(unitText(1500, 0)).toBe('1,500.00 บาท');
    expect(unitText(1500, 2)).toBe('1,500.00 บาท');
  });

  it('reads 0 as unlimited where asked', () => {
    expect(unitText(0, 1, true)).toBe(TH_WEB.unlimited);
    expect(unitText(0, 0)).toBe('0.00 บาท');
  });
});

describe('promotionFacts', () => {
  it('lists bonus, minimum, max bonus, turnover and max withdraw', () => {
    const promo: PromotionView = {
      _id: 'p',
      title: 'โปร 50%',
      ImageUrl: '',
      minimumDeposit: 100,
      TurnoverAmount: 10,
      DepositType: 1,
      MaxBonus: 500,
      MaxBonusType: 0,
      MaxWithdrawAmount: 0,
      MaxWithdrawType: 0,
      bonusPercent: 50,
    };
    expect(promotionFacts(promo).map(([, v]) => v)).toEqual([
      '50%',
      '100.00 บาท',
      '500.00 บาท',
      '10 เท่า',
      TH_WEB.unlimited,
    ]);
  });
});
