import { TH_WEB, type PromotionView } from '@chokdee/contracts';
import { formatMoney } from './format';

/**
 * SPEC §9: a value whose type is 1 is a multiple ('เท่า'), otherwise baht; for a max bonus or max
 * withdraw, 0 means unlimited. Values arrive already divided (baht or multiples,
 * docs/decisions/034-promotion-units.md).
 */
export function unitText(value: number, type: number, zeroIsUnlimited = false) {
  if (zeroIsUnlimited && value <= 0) return TH_WEB.unlimited;
  if (type === 1) return `${Number(value.toFixed(2))} ${TH_WEB.times}`;
  return `${formatMoney(value)} ${TH_WEB.baht}`;
}

/** The facts of one promotion card, in display order. */
export function promotionFacts(p: PromotionView): [label: string, value: string][] {
  return [
    [TH_WEB.promotionBonus, `${p.bonusPercent}%`],
    [TH_WEB.promotionMinDeposit, `${formatMoney(p.minimumDeposit)} ${TH_WEB.baht}`],
    [TH_WEB.promotionMaxBonus, unitText(p.MaxBonus, p.MaxBonusType, true)],
    // TurnoverAmount takes its unit from DepositType (SPEC §3 pairs them).
    [TH_WEB.promotionTurnover, unitText(p.TurnoverAmount, p.DepositType)],
    [TH_WEB.promotionMaxWithdraw, unitText(p.MaxWithdrawAmount, p.MaxWithdrawType, true)],
  ];
}
