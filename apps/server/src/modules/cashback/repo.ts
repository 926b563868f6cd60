import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cashbackFreeMoney, hedgePairRounds, hedgePairs, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { pairKey, type PairRound } from './opposing-pairs';

/** The free money the members still have unspent (docs/decisions/048-cashback-own-money.md); absent: none. */
export async function unspentOf(ex: Executor, memberIds: string[]): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await ex
    .select({ memberId: cashbackFreeMoney.memberId, unspent: cashbackFreeMoney.unspent })
    .from(cashbackFreeMoney)
    .where(inArray(cashbackFreeMoney.memberId, memberIds));
  return new Map(rows.map((r) => [r.memberId, r.unspent]));
}

export async function saveUnspent(ex: Executor, unspent: ReadonlyMap<string, bigint>, periodKey: string) {
  if (unspent.size === 0) return;
  await ex
    .insert(cashbackFreeMoney)
    .values([...unspent].map(([memberId, amount]) => ({ memberId, unspent: amount, periodKey })))
    .onConflictDoUpdate({
      target: cashbackFreeMoney.memberId,
      set: { unspent: sql`excluded.unspent`, periodKey, updatedAt: sql`now()` },
    });
}

/** The flagged pairs among `memberIds`, by `pairKey`, with their ids. */
export async function flaggedPairsAmong(ex: Executor, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length < 2) return new Map();
  const rows = await ex
    .select({ id: hedgePairs.id, a: hedgePairs.memberA, b: hedgePairs.memberB })
    .from(hedgePairs)
    .where(and(inArray(hedgePairs.memberA, memberIds), inArray(hedgePairs.memberB, memberIds)));
  return new Map(rows.map((r) => [pairKey(r.a, r.b), r.id]));
}

/** Flags a pair (`a` the smaller id) in the period's run; answers its id. */
export async function flagPair(ex: Executor, a: string, b: string, periodKey: string): Promise<string> {
  const [row] = await ex
    .insert(hedgePairs)
    .values({ memberA: a, memberB: b, flaggedPeriod: periodKey })
    .returning({ id: hedgePairs.id });
  return row!.id;
}

/** Records the pair's rounds; rounds it already has stay as they are. */
export async function addPairRounds(ex: Executor, pairId: string, rounds: readonly PairRound[]) {
  if (rounds.length === 0) return;
  await ex
    .insert(hedgePairRounds)
    .values(
      rounds.map((r) => ({
        pairId,
        roundId: r.roundId,
        gameCode: r.gameCode,
        settledAt: r.settledAt,
        spotA: r.a.spot,
        stakeA: r.a.stake,
        spotB: r.b.spot,
        stakeB: r.b.stake,
      })),
    )
    .onConflictDoNothing();
}

const memberA = alias(members, 'member_a');
const memberB = alias(members, 'member_b');

/** Flagged pairs newest first with both members' phones, and the rounds of each, newest first. */
export async function listPairs(ex: Executor, f: { memberId?: string; page: number; pageSize: number }) {
  const where = f.memberId
    ? or(eq(hedgePairs.memberA, f.memberId), eq(hedgePairs.memberB, f.memberId))
    : undefined;
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const pairs = await ex
    .select({ pair: hedgePairs, phoneA: memberA.phoneNumber, phoneB: memberB.phoneNumber })
    .from(hedgePairs)
    .innerJoin(memberA, eq(memberA.id, hedgePairs.memberA))
    .innerJoin(memberB, eq(memberB.id, hedgePairs.memberB))
    .where(where)
    .orderBy(desc(hedgePairs.flaggedAt), desc(hedgePairs.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await ex.select({ n: count() }).from(hedgePairs).where(where);
  const ids = pairs.map((p) => p.pair.id);
  const rounds = ids.length
    ? await ex
        .select()
        .from(hedgePairRounds)
        .where(inArray(hedgePairRounds.pairId, ids))
        .orderBy(desc(hedgePairRounds.settledAt), hedgePairRounds.roundId)
    : [];
  return { total: total?.n ?? 0, pairs, rounds };
}
