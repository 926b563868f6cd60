import { and, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { members, rewardCredits, rewardPeriods, rewardReviews } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Period } from './periods';

/**
 * Serialises period runs of every process until the transaction ends: a run judges "already computed"
 * only after the previous run committed. Claims never take it, so it joins no lock cycle.
 */
export async function lockRewardRuns(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('rewards:periods', 0))`);
}

/** Whether a computed period overlaps `p` (the same one, or one of another length): its rounds were paid. */
export async function overlapsComputed(ex: Executor, p: Period): Promise<boolean> {
  const [row] = await ex
    .select({ key: rewardPeriods.key })
    .from(rewardPeriods)
    .where(and(lt(rewardPeriods.startsAt, p.end), gt(rewardPeriods.endsAt, p.start)))
    .limit(1);
  return row !== undefined;
}

export async function insertPeriod(tx: Executor, p: Period) {
  await tx.insert(rewardPeriods).values({ key: p.key, startsAt: p.start, endsAt: p.end });
}

/** The end of the newest computed period; null before the first. */
export async function computedUntil(ex: Executor): Promise<Date | null> {
  const [row] = await ex.select({ until: max(rewardPeriods.endsAt) }).from(rewardPeriods);
  return row?.until ?? null;
}

export async function insertCredit(tx: Executor, row: PgInsertValue<typeof rewardCredits>) {
  await tx.insert(rewardCredits).values(row);
}

export async function insertReview(tx: Executor, row: PgInsertValue<typeof rewardReviews>) {
  await tx.insert(rewardReviews).values(row);
}

/** A member's credits of one kind with their period, newest first. */
export async function creditsOf(
  ex: Executor,
  memberId: string,
  kind: 'cashback' | 'affiliate',
  limit: number,
) {
  return ex
    .select({
      id: rewardCredits.id,
      period: rewardCredits.periodKey,
      start: rewardPeriods.startsAt,
      end: rewardPeriods.endsAt,
      level: rewardCredits.level,
      base: rewardCredits.base,
      ratePpm: rewardCredits.ratePpm,
      amount: rewardCredits.amount,
      sources: rewardCredits.sources,
      createdAt: rewardCredits.createdAt,
    })
    .from(rewardCredits)
    .innerJoin(rewardPeriods, eq(rewardPeriods.key, rewardCredits.periodKey))
    .where(and(eq(rewardCredits.memberId, memberId), eq(rewardCredits.kind, kind)))
    .orderBy(desc(rewardPeriods.startsAt), rewardCredits.level)
    .limit(limit);
}

/** Serialises one member's claims of one wallet: the second of two parallel claims sees the wallet empty. */
export async function lockMemberClaims(tx: Executor, memberId: string, wallet: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`rewards-claim:${wallet}:${memberId}`}, 0))`,
  );
}

/** Whether the member is locked; undefined when there is no such member. */
export async function isMemberLocked(ex: Executor, memberId: string): Promise<boolean | undefined> {
  const [row] = await ex.select({ locked: members.locked }).from(members).where(eq(members.id, memberId));
  return row?.locked;
}

/** Computed periods overlapping [from, to), with what each paid per kind and held for review (credits, satang). */
export async function computedPeriodsBetween(ex: Executor, from: Date, to: Date) {
  const periods = await ex
    .select({ key: rewardPeriods.key, start: rewardPeriods.startsAt, end: rewardPeriods.endsAt })
    .from(rewardPeriods)
    .where(and(lt(rewardPeriods.startsAt, to), gt(rewardPeriods.endsAt, from)));
  const keys = periods.map((p) => p.key);
  const totalsOf = (table: typeof rewardCredits | typeof rewardReviews) =>
    ex
      .select({
        key: table.periodKey,
        kind: table.kind,
        credits: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${table.amount}), 0)::text`,
      })
      .from(table)
      .where(inArray(table.periodKey, keys))
      .groupBy(table.periodKey, table.kind);
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const totals = keys.length ? await totalsOf(rewardCredits) : [];
  const held = keys.length ? await totalsOf(rewardReviews) : [];
  return { periods, totals, held };
}
