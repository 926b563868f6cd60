/**
 * What a member gets from a promotion, for the form's preview line: the server's arithmetic
 * (apps/server/src/modules/promotions/bonus-rules.ts) on an example deposit, in integer satang so the
 * preview never differs from a real deposit by a rounding. A *Type of 1 makes a value a multiple (of the
 * deposit for MaxBonus, of deposit + bonus for turnover and max withdraw); 0 means unlimited for MaxBonus
 * and MaxWithdrawAmount (docs/decisions/034-promotion-units.md).
 */
export interface PreviewTerms {
  minimumDeposit: number;
  bonusPercent: number;
  turnoverAmount: number;
  depositType: number;
  maxBonus: number;
  maxBonusType: number;
  maxWithdrawAmount: number;
  maxWithdrawType: number;
}

export interface Preview {
  /** Baht of the example deposit: 1,000, or the minimum when it is higher. */
  deposit: number;
  /** 0 when the deposit earns nothing. */
  bonus: number;
  /** Settled bets needed before a withdrawal; 0: none. */
  turnover: number;
  /** The most one withdrawal may take while the bonus runs; null: no cap. */
  maxWithdraw: number | null;
}

export const EXAMPLE_DEPOSIT = 1000;
const MULTIPLE = 1;

/** Baht or hundredths of a multiple on the wire → satang or hundredths, exactly. */
const hundredths = (n: number) => BigInt(Math.round((Number.isFinite(n) ? n : 0) * 100));
const baht = (satang: bigint) => Number(satang) / 100;
const amountOf = (value: bigint, type: number, base: bigint) =>
  type === MULTIPLE ? (base * value) / 100n : value;

export function previewOf(p: PreviewTerms): Preview {
  const depositBaht = Math.max(EXAMPLE_DEPOSIT, Number.isFinite(p.minimumDeposit) ? p.minimumDeposit : 0);
  const deposit = hundredths(depositBaht);
  const percent = BigInt(Number.isInteger(p.bonusPercent) && p.bonusPercent > 0 ? p.bonusPercent : 0);
  let bonus = deposit < hundredths(p.minimumDeposit) ? 0n : (deposit * percent) / 100n;
  const maxBonus = hundredths(p.maxBonus);
  if (maxBonus > 0n) {
    const cap = amountOf(maxBonus, p.maxBonusType, deposit);
    if (cap < bonus) bonus = cap;
  }
  const base = deposit + bonus;
  const maxWithdraw = hundredths(p.maxWithdrawAmount);
  return {
    deposit: baht(deposit),
    bonus: baht(bonus),
    turnover: bonus === 0n ? 0 : baht(amountOf(hundredths(p.turnoverAmount), p.depositType, base)),
    maxWithdraw:
      bonus === 0n || maxWithdraw === 0n ? null : baht(amountOf(maxWithdraw, p.maxWithdrawType, base)),
  };
}
