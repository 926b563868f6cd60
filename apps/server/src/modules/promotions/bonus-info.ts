import type { BonusInfo } from '@chokdee/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { gameRounds, memberBonuses } from '../../db/schema';
import { toBaht } from '../../lib/money';
import { defineMoneyQuery } from '../auth/user-info';
import { memberMoneySubqueries, toMemberMoney } from '../ledger/balances';

/** Builds subqueries without a connection: they run inside the caller's statement. */
const qb = new QueryBuilder();

/**
 * The member's running bonus (at most one row) with its `nowTurnover`: the games module's
 * `settledTurnover` (games/turnover.ts: settled rounds since the bonus was received), written here as a
 * correlated subquery so it runs in the same statement. It uses the partial index
 * `game_rounds_member_settled_idx` (member_id, settled_at) where status = 'settled'.
 */
function activeBonusSubquery() {
  const b = memberBonuses;
  const g = gameRounds;
  // Built with the query builder, not as text: a single-table select prints its own columns
  // unqualified, and `member_id` must be the round's, compared with the bonus's.
  const settledSince = qb
    .select({ total: sql`coalesce(sum(${g.turnover}), 0)::text` })
    .from(g)
    .where(and(sql`${g.status} = 'settled'`, eq(g.memberId, b.memberId), gte(g.settledAt, b.receivedAt)));
  return qb
    .select({
      promotionId: b.promotionId,
      turnoverType: b.turnoverType,
      needTurnover: b.needTurnover,
      maxWithdrawType: b.maxWithdrawType,
      maxWithdraw: b.maxWithdraw,
      depositAmount: b.depositAmount,
      receivedAt: b.receivedAt,
      nowTurnover: sql<bigint>`${settledSince}`.mapWith(BigInt).as('now_turnover'),
    })
    .from(b)
    .where(and(eq(b.memberId, sql.placeholder('memberId')), sql`${b.status} = 'active'`))
    .as('active_bonus');
}

/** What the active-bonus subquery answered: null, or nulls, when no bonus runs (it is left-joined). */
interface ActiveBonusRow {
  promotionId: string | null;
  turnoverType: number | null;
  needTurnover: bigint | null;
  maxWithdrawType: number | null;
  maxWithdraw: bigint | null;
  depositAmount: bigint | null;
  receivedAt: Date | null;
  nowTurnover: bigint | null;
}

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
  const { wallets, movedIn, movedOut } = memberMoneySubqueries();
  const bonus = activeBonusSubquery();
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
