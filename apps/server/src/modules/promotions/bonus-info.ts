import type { BonusInfo } from '@chokdee/contracts';
import type { Db, Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import type { MemberMoney } from '../auth/user-info';
import { readMemberMoney } from '../ledger';
import { activeBonusOf } from './active-bonus';

/**
 * SPEC §3 BonusInfo (without the preference flag, which the auth module adds): the running bonus with
 * its conditions already worked out in baht; the *Type fields say how the promotion stated them.
 */
export async function bonusInfoOf(ex: Executor, memberId: string): Promise<Omit<BonusInfo, 'isBonus'>> {
  const bonus = await activeBonusOf(ex, memberId);
  return {
    bonusId: bonus?.promotionId ?? null,
    TurnoverType: bonus?.turnoverType ?? 0,
    needTurnover: toBaht(bonus?.needTurnover ?? 0n),
    nowTurnover: toBaht(bonus?.nowTurnover ?? 0n),
    maxWithdrawType: bonus?.maxWithdrawType ?? 0,
    // SPEC §9: 0 means unlimited.
    maxWithdrawAmount: toBaht(bonus?.maxWithdraw ?? 0n),
    reviceDate: bonus?.receivedAt.toISOString() ?? null,
    DepositAmount: toBaht(bonus?.depositAmount ?? 0n),
  };
}

/** The auth module's money reader: the ledger's wallets and totals with the member's real BonusInfo. */
export async function readMoneyWithBonus(db: Db, memberId: string): Promise<MemberMoney> {
  const [money, bonus] = await Promise.all([readMemberMoney(db, memberId), bonusInfoOf(db, memberId)]);
  return { ...money, bonus };
}
