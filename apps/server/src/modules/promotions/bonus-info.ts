import type { BonusInfo } from '@chokdee/contracts';
import { members } from '../../db/schema';
import { toBaht } from '../../lib/money';
import { defineMoneyQuery, memberMoneySubqueries, toMemberMoney } from '../ledger';
import { activeBonusSubquery, type ActiveBonusRow } from './active-bonus';

/**
 * SPEC §3 BonusInfo (without the preference flag, which the auth module adds): the running bonus with
 * its conditions already worked out in baht; the *Type fields say how the promotion stated them.
 */
function toBonusInfo(bonus: ActiveBonusRow | null): Omit<BonusInfo, 'isBonus'> {
  return {
    bonusId: bonus?.promotionId ?? null,
    TurnoverType: bonus?.turnoverType ?? 0,
    needTurnover: toBaht(bonus?.needTurnover ?? 0n),
    nowTurnover: toBaht(bonus?.nowTurnover ?? 0n),
    maxWithdrawType: bonus?.maxWithdrawType ?? 0,
    // SPEC §9: 0 means unlimited.
    maxWithdrawAmount: toBaht(bonus?.maxWithdraw ?? 0n),
    reviceDate: bonus?.receivedAt?.toISOString() ?? null,
    DepositAmount: toBaht(bonus?.depositAmount ?? 0n),
  };
}

/**
 * The auth module's money query: the ledger's wallets and totals with the member's real BonusInfo, as
 * subqueries the auth module joins to the member's row, so a refresh is one statement.
 */
export function moneyWithBonusQuery() {
  const { wallets, movedIn, movedOut } = memberMoneySubqueries(members.id);
  const bonus = activeBonusSubquery(members.id);
  return defineMoneyQuery({
    joins: [wallets, movedIn, movedOut, bonus],
    fields: {
      wallets: { ...wallets._.selectedFields },
      movedIn: { ...movedIn._.selectedFields },
      movedOut: { ...movedOut._.selectedFields },
      bonus: { ...bonus._.selectedFields },
    },
    read: (v) => ({ ...toMemberMoney(v.wallets, v.movedIn, v.movedOut), bonus: toBonusInfo(v.bonus) }),
  });
}
