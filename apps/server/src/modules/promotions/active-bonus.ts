import type { Executor } from '../../db/types';
import { settledTurnover } from '../games/turnover';
import { endBonus, findActiveBonus } from './bonus-repo';

/** The member's running promotion and its conditions, in satang (docs/DECISIONS.md "Promotions"). */
export interface ActiveBonus {
  promotionId: string;
  /** Settled bets needed since the bonus was received. */
  needTurnover: bigint;
  /** Settled won or lost bets since then (games module). */
  nowTurnover: bigint;
  /** The most one withdrawal may take while the bonus runs; null when unlimited. */
  maxWithdraw: bigint | null;
  depositAmount: bigint;
  receivedAt: Date;
  /** The promotion's DepositType (1: the turnover was set in multiples). */
  turnoverType: number;
  /** The promotion's MaxWithdrawType (1: the cap was set in multiples). */
  maxWithdrawType: number;
}

/** The member's active bonus, or null. Used by withdrawals (turnover rule, cap) and the user info. */
export async function activeBonusOf(ex: Executor, memberId: string): Promise<ActiveBonus | null> {
  const row = await findActiveBonus(ex, memberId);
  if (!row) return null;
  return {
    promotionId: row.promotionId,
    needTurnover: row.needTurnover,
    nowTurnover: await settledTurnover(ex, memberId, row.receivedAt),
    maxWithdraw: row.maxWithdraw,
    depositAmount: row.depositAmount,
    receivedAt: row.receivedAt,
    turnoverType: row.turnoverType,
    maxWithdrawType: row.maxWithdrawType,
  };
}

/**
 * Ends the member's active bonus (e.g. `reason` 'withdrawal' when a withdrawal is made under it), so
 * the next qualifying deposit can earn a new one. Runs in the caller's transaction; false when none ran.
 */
export function endActiveBonus(ex: Executor, memberId: string, reason: string): Promise<boolean> {
  return endBonus(ex, memberId, reason);
}
