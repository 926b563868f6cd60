import { type PromotionView } from '@chokdee/contracts';
import { formatMoney } from './format';
import { TEXT } from './text';

/**
 * SPEC §9: a value whose type is 1 is a multiple ('เท่า'), otherwise baht; for a max bonus or max
 * withdraw, 0 means unlimited. Values arrive already divided (baht or multiples,
 * docs/decisions/034-promotion-units.md).
 */
export function unitText(value: number, type: number, zeroIsUnlimited = false) {
  if (zeroIsUnlimited && value <= 0) return TEXT.unlimited;
  if (type === 1) return `${Number(value.toFixed(2))} ${TEXT.times}`;
  return `${formatMoney(value)} ${TEXT.baht}`;
}

/** The facts of one promotion card, in display order. */
export function promotionFacts(p: PromotionView): [label: string, value: string][] {
  return [
    [TEXT.promotionBonus, `${p.bonusPercent}%`],
    [TEXT.promotionMinDeposit, `${formatMoney(p.minimumDeposit)} ${TEXT.baht}`],
    [TEXT.promotionMaxBonus, unitText(p.MaxBonus, p.MaxBonusType, true)],
    // TurnoverAmount takes its unit from DepositType (SPEC §3 pairs them).
    [TEXT.promotionTurnover, unitText(p.TurnoverAmount, p.DepositType)],
    [TEXT.promotionMaxWithdraw, unitText(p.MaxWithdrawAmount, p.MaxWithdrawType, true)],
  ];
}
