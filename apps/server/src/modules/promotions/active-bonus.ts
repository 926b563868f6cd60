import { and, eq, gte, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { gameRounds, memberBonuses } from '../../db/schema';
import type { Executor } from '../../db/types';
import { settledTurnover } from '../games';
import { findActiveBonus } from './bonus-repo';

/** The member's running promotion and its conditions, in satang (docs/rules/promotions.md rules 4–5). */
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
  /** Started by a redeemed code (itemcodes' `itemcode:` key), not by a deposit's promotion. */
  fromCode: boolean;
}

/** The key a redeemed code's condition is recorded under (itemcodes/service.ts). */
export const ITEM_CODE_BONUS_PREFIX = 'itemcode:';
const fromCode = (depositRef: string) => depositRef.startsWith(ITEM_CODE_BONUS_PREFIX);

/** Builds subqueries without a connection: they run inside the caller's statement. */
const qb = new QueryBuilder();

/**
 * The member's running bonus (at most one row) with its `nowTurnover`: the games module's
 * `settledTurnover` (games/turnover.ts: settled rounds since the bonus was received), written here as a
 * correlated subquery so it runs in the same statement. It uses the partial index
 * `game_rounds_member_settled_idx` (member_id, settled_at) where status = 'settled'.
 */
export function activeBonusSubquery(memberId: SQLWrapper = sql.placeholder('memberId')) {
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
      depositRef: b.depositRef,
      nowTurnover: sql<bigint>`${settledSince}`.mapWith(BigInt).as('now_turnover'),
    })
    .from(b)
    .where(and(eq(b.memberId, memberId), sql`${b.status} = 'active'`))
    .as('active_bonus');
}

/** What the active-bonus subquery answered: null, or nulls, when no bonus runs (it is left-joined). */
export interface ActiveBonusRow {
  promotionId: string | null;
  turnoverType: number | null;
  needTurnover: bigint | null;
  maxWithdrawType: number | null;
  maxWithdraw: bigint | null;
  depositAmount: bigint | null;
  receivedAt: Date | null;
  depositRef: string | null;
  nowTurnover: bigint | null;
}

/** The ActiveBonus an `activeBonusSubquery` row describes; null when no bonus runs (all nulls). */
export function toActiveBonus(row: ActiveBonusRow | null): ActiveBonus | null {
  if (!row?.promotionId) return null;
  return {
    promotionId: row.promotionId,
    needTurnover: row.needTurnover!,
    nowTurnover: row.nowTurnover ?? 0n,
    maxWithdraw: row.maxWithdraw,
    depositAmount: row.depositAmount!,
    receivedAt: row.receivedAt!,
    turnoverType: row.turnoverType!,
    maxWithdrawType: row.maxWithdrawType!,
    fromCode: fromCode(row.depositRef!),
  };
}

/**
 * The member's active bonus, or null, read on its own (two statements, the games module's own
 * `settledTurnover`). Statements of other modules join `activeBonusSubquery` instead (the user info,
 * the withdrawal rules).
 */
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
    fromCode: fromCode(row.depositRef),
  };
}
