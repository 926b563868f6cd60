import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { gameRounds } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * What other modules (promotions, withdrawals, cashback, affiliate) read from the games module. Only
 * settled rounds count: a round's turnover is its bets net of refunds, and 0 for a draw (the bets came
 * back in full); refunded rounds never settle (docs/decisions/054-turnover-stake-at-risk.md).
 */

const settled = eq(gameRounds.status, 'settled');

/** Satang of settled won and lost bets of the member since `since` (inclusive). */
export async function settledTurnover(ex: Executor, memberId: string, since: Date): Promise<bigint> {
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${gameRounds.turnover}), 0)` })
    .from(gameRounds)
    .where(and(settled, eq(gameRounds.memberId, memberId), gte(gameRounds.settledAt, since)));
  return BigInt(row?.total ?? 0);
}

export interface MemberNetLoss {
  memberId: string;
  /** Satang of settled won and lost bets. */
  turnover: bigint;
  /** Satang of settled bets (net of refunds) minus wins; negative when the member came out ahead. */
  netLoss: bigint;
}

/**
 * Per member with rounds settled in [from, to): turnover and net loss. Callers use positive losses only.
 * `memberId` narrows it to one member (a member's running period).
 */
export async function netLossBetween(
  ex: Executor,
  from: Date,
  to: Date,
  memberId?: string,
): Promise<MemberNetLoss[]> {
  const rows = await ex
    .select({
      memberId: gameRounds.memberId,
      turnover: sql<string>`sum(${gameRounds.turnover})`,
      netLoss: sql<string>`sum(${gameRounds.betAmount} - ${gameRounds.refundAmount} - ${gameRounds.winAmount})`,
    })
    .from(gameRounds)
    .where(
      and(
        settled,
        gte(gameRounds.settledAt, from),
        lt(gameRounds.settledAt, to),
        memberId === undefined ? undefined : eq(gameRounds.memberId, memberId),
      ),
    )
    .groupBy(gameRounds.memberId)
    .orderBy(gameRounds.memberId);
  return rows.map((r) => ({
    memberId: r.memberId,
    turnover: BigInt(r.turnover),
    netLoss: BigInt(r.netLoss),
  }));
}
