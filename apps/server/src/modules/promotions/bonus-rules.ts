/**
 * The promotion arithmetic (docs/decisions/034-promotion-units.md), in integer satang. A promotion value
 * whose type is 1 is a multiple stored in hundredths (500 = 5 เท่า); otherwise it is satang (SPEC §9).
 */
export const MULTIPLE = 1;

export interface PromotionTerms {
  id: string;
  minimumDeposit: bigint;
  bonusPercent: number;
  turnoverAmount: bigint;
  depositType: number;
  maxBonus: bigint;
  maxBonusType: number;
  maxWithdrawAmount: bigint;
  maxWithdrawType: number;
}

/** `value` in satang: itself, or hundredths of a multiple of `base` (rounded down). */
export function amountOf(value: bigint, type: number, base: bigint): bigint {
  return type === MULTIPLE ? (base * value) / 100n : value;
}

/** The bonus a deposit earns: deposit × percent / 100, rounded down, capped by MaxBonus (0: no cap). */
export function bonusFor(p: PromotionTerms, deposit: bigint): bigint {
  if (deposit < p.minimumDeposit) return 0n;
  const bonus = (deposit * BigInt(p.bonusPercent)) / 100n;
  if (p.maxBonus === 0n) return bonus;
  const cap = amountOf(p.maxBonus, p.maxBonusType, deposit);
  return bonus < cap ? bonus : cap;
}

/**
 * The promotion that gives this deposit the largest bonus; among equal bonuses the first in display
 * order. Null when none gives anything (e.g. the deposit is below every minimum).
 */
export function pickPromotion<P extends PromotionTerms>(
  promotions: readonly P[],
  deposit: bigint,
): { promotion: P; bonus: bigint } | null {
  let best: { promotion: P; bonus: bigint } | null = null;
  for (const promotion of promotions) {
    const bonus = bonusFor(promotion, deposit);
    if (bonus > 0n && (!best || bonus > best.bonus)) best = { promotion, bonus };
  }
  return best;
}

/**
 * The conditions a bonus sets. Multiples count on deposit + bonus (the credit the promotion put in
 * play); a MaxWithdrawAmount of 0 means no cap (null).
 */
export function bonusConditions(p: PromotionTerms, deposit: bigint, bonus: bigint) {
  const base = deposit + bonus;
  return {
    needTurnover: amountOf(p.turnoverAmount, p.depositType, base),
    maxWithdraw: p.maxWithdrawAmount === 0n ? null : amountOf(p.maxWithdrawAmount, p.maxWithdrawType, base),
  };
}
