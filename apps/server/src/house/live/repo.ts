import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { liveBets, livePayouts, liveRounds, liveShoes, liveTables } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import { later, type LiveClock } from './clock';
import type { LIVE_TABLE_LIST } from './tables';

export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveShoeRow = typeof liveShoes.$inferSelect;
export type LiveBetRow = typeof liveBets.$inferSelect;
export type LivePayoutRow = typeof livePayouts.$inferSelect;
export type LivePhase = 'betting' | 'dealing' | 'settling' | 'done';
export type LiveBetStatus = 'pending' | 'placed' | 'refused' | 'rolledBack';

/** The table rows (and their leases) exist before any dealer or member looks for them. */
export async function ensureTables(ex: Executor, tables: typeof LIVE_TABLE_LIST) {
  await ex
    .insert(liveTables)
    .values(tables.map(({ id, kind, name }) => ({ id, kind, name })))
    .onConflictDoNothing();
}

/**
 * Takes or renews a table's lease for `holder`: it succeeds when the lease is free, expired (on the database
 * clock) or already the holder's. Of two processes racing for an expired lease, the row lock lets one win.
 */
export async function takeLease(ex: Executor, clock: LiveClock, tableId: string, holder: string, ms: number) {
  const rows = await ex
    .update(liveTables)
    .set({ leaseHolder: holder, leaseExpiresAt: later(clock, ms) })
    .where(
      and(
        eq(liveTables.id, tableId),
        or(
          eq(liveTables.leaseHolder, holder),
          isNull(liveTables.leaseExpiresAt),
          lt(liveTables.leaseExpiresAt, clock.now()),
        ),
      ),
    )
    .returning({ id: liveTables.id });
  return rows.length === 1;
}

/** Lets the lease go at once (a clean shutdown), so another process deals without waiting for it to expire. */
export async function releaseLease(ex: Executor, tableId: string, holder: string) {
  await ex
    .update(liveTables)
    .set({ leaseExpiresAt: null })
    .where(and(eq(liveTables.id, tableId), eq(liveTables.leaseHolder, holder)));
}

/**
 * Runs `write` in a transaction that first locks the table's row as its live lease holder: undefined (and
 * nothing written) when `holder` no longer holds an unexpired lease. A takeover locks the same row, so it
 * can never happen in the middle of a dealer's write.
 */
export async function asHolder<T>(
  db: Db,
  clock: LiveClock,
  tableId: string,
  holder: string,
  write: (tx: Executor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: liveTables.id })
      .from(liveTables)
      .where(
        and(
          eq(liveTables.id, tableId),
          eq(liveTables.leaseHolder, holder),
          sql`${liveTables.leaseExpiresAt} > ${clock.now()}`,
        ),
      )
      .for('update');
    return held ? write(tx) : undefined;
  });
}

/** The table's latest round and shoe; `due`: its next step's time has come; `msLeft`: of its betting window. */
export async function latestRound(ex: Executor, clock: LiveClock, tableId: string) {
  const [row] = await ex
    .select({
      round: liveRounds,
      shoe: liveShoes,
      due: sql<boolean>`${liveRounds.nextAt} <= ${clock.now()}`,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${liveRounds.betsCloseAt} - ${clock.now()}) * 1000))::int`,
    })
    .from(liveRounds)
    .innerJoin(liveShoes, eq(liveShoes.id, liveRounds.shoeId))
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.roundNo))
    .limit(1);
  return row;
}

export async function latestShoe(ex: Executor, tableId: string) {
  const [row] = await ex
    .select()
    .from(liveShoes)
    .where(eq(liveShoes.tableId, tableId))
    .orderBy(desc(liveShoes.shoeNo))
    .limit(1);
  return row;
}

export async function findShoe(ex: Executor, shoeId: string) {
  const [row] = await ex.select().from(liveShoes).where(eq(liveShoes.id, shoeId));
  return row;
}

export async function insertShoe(ex: Executor, shoe: typeof liveShoes.$inferInsert) {
  const [row] = await ex.insert(liveShoes).values(shoe).returning();
  return row!;
}

export async function revealShoe(ex: Executor, clock: LiveClock, shoeId: string) {
  await ex
    .update(liveShoes)
    .set({ revealedAt: clock.now() })
    .where(and(eq(liveShoes.id, shoeId), isNull(liveShoes.revealedAt)));
}

/** A new round; the unique (table, round number) keeps two dealers from ever opening the same one. */
export async function insertRound(ex: Executor, round: PgInsertValue<typeof liveRounds>) {
  const [row] = await ex.insert(liveRounds).values(round).onConflictDoNothing().returning();
  return row;
}

/**
 * Moves a round on only from the phase and step the dealer saw: a second dealer (or a repeated tick) that
 * saw the same state finds nothing to update and writes nothing else.
 */
export async function moveRound(
  ex: Executor,
  seen: Pick<LiveRoundRow, 'id' | 'phase' | 'revealed'>,
  change: Partial<{ phase: LivePhase; revealed: number; dealtBy: string; nextAt: SQL; settledAt: SQL }>,
  extra?: SQL,
) {
  const rows = await ex
    .update(liveRounds)
    .set(change)
    .where(
      and(
        eq(liveRounds.id, seen.id),
        eq(liveRounds.phase, seen.phase),
        eq(liveRounds.revealed, seen.revealed),
        extra,
      ),
    )
    .returning();
  return rows[0];
}

export async function roundsOfShoe(ex: Executor, shoeId: string) {
  return ex.select().from(liveRounds).where(eq(liveRounds.shoeId, shoeId)).orderBy(asc(liveRounds.handNo));
}

/** The results members have seen on each table's current shoe (finished rounds, in order). */
export async function shoeResults(ex: Executor, shoeIds: string[]) {
  if (shoeIds.length === 0) return [];
  return ex
    .select({ shoeId: liveRounds.shoeId, handNo: liveRounds.handNo, draw: liveRounds.draw })
    .from(liveRounds)
    .where(and(inArray(liveRounds.shoeId, shoeIds), inArray(liveRounds.phase, ['settling', 'done'])))
    .orderBy(asc(liveRounds.handNo));
}

export async function findRound(ex: Executor, roundId: string) {
  const [row] = await ex.select().from(liveRounds).where(eq(liveRounds.id, roundId));
  return row;
}

/** The round if it still takes bets on the clock, share-locked: the dealer's close waits for this bet. */
export async function lockBettingRound(ex: Executor, clock: LiveClock, tableId: string, roundId: string) {
  const [row] = await ex
    .select({ id: liveRounds.id })
    .from(liveRounds)
    .where(
      and(
        eq(liveRounds.id, roundId),
        eq(liveRounds.tableId, tableId),
        eq(liveRounds.phase, 'betting'),
        sql`${liveRounds.betsCloseAt} > ${clock.now()}`,
      ),
    )
    .for('share');
  return row;
}

/** One member's bets on one round are placed one at a time: the per-round limits hold under races. */
export async function lockMemberRound(ex: Executor, roundId: string, username: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live:${roundId}:${username}`}, 0))`);
}

/** The member's bets on the round that took or may take a stake (pending or placed). */
export async function standingBets(ex: Executor, roundId: string, username: string) {
  return ex
    .select({ bets: liveBets.bets })
    .from(liveBets)
    .where(
      and(
        eq(liveBets.roundId, roundId),
        eq(liveBets.username, username),
        inArray(liveBets.status, ['pending', 'placed']),
      ),
    );
}

export async function insertBet(ex: Executor, bet: typeof liveBets.$inferInsert) {
  const [row] = await ex.insert(liveBets).values(bet).returning();
  return row!;
}

export async function moveBet(ex: Executor, id: string, from: LiveBetStatus, to: LiveBetStatus) {
  const rows = await ex
    .update(liveBets)
    .set({ status: to })
    .where(and(eq(liveBets.id, id), eq(liveBets.status, from)))
    .returning({ id: liveBets.id });
  return rows.length === 1;
}

export async function betsOfRound(ex: Executor, roundId: string, statuses: LiveBetStatus[]) {
  return ex
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), inArray(liveBets.status, statuses)))
    .orderBy(asc(liveBets.createdAt));
}

/** Pending bets recorded more than `ms` ago on the clock: their wallet answers are lost. */
export async function lostBets(ex: Executor, clock: LiveClock, roundId: string, ms: number) {
  return ex
    .select()
    .from(liveBets)
    .where(
      and(
        eq(liveBets.roundId, roundId),
        eq(liveBets.status, 'pending'),
        sql`${liveBets.createdAt} < ${clock.now()} - make_interval(secs => ${ms / 1000})`,
      ),
    );
}

/** How many members bet on the round and the whole baht on each code (placed and pending bets). */
export async function betTotals(ex: Executor, roundId: string) {
  const standing = sql`b.round_id = ${roundId} and b.status in ('pending', 'placed')`;
  const result = await ex.execute(sql`
    select (select count(distinct b.username)::int from ${liveBets} b where ${standing}) as players,
           coalesce((select jsonb_object_agg(code, total)
                       from (select e.key as code, sum(e.value::numeric) as total
                               from ${liveBets} b cross join lateral jsonb_each_text(b.bets) e
                              where ${standing} group by e.key) s), '{}'::jsonb) as totals`);
  const [row] = (result as unknown as { rows: { players: number; totals: Record<string, number> }[] }).rows;
  return { players: row?.players ?? 0, totals: row?.totals ?? {} };
}

export async function insertPayouts(ex: Executor, rows: (typeof livePayouts.$inferInsert)[]) {
  if (rows.length) await ex.insert(livePayouts).values(rows).onConflictDoNothing();
}

export async function payoutsOfRound(ex: Executor, roundId: string) {
  return ex.select().from(livePayouts).where(eq(livePayouts.roundId, roundId));
}

/** Marks the round's payouts of `usernames` paid (those still pending). */
export async function markPaid(ex: Executor, clock: LiveClock, roundId: string, usernames: string[]) {
  if (usernames.length === 0) return;
  await ex
    .update(livePayouts)
    .set({ status: 'paid', paidAt: clock.now() })
    .where(
      and(
        eq(livePayouts.roundId, roundId),
        inArray(livePayouts.username, usernames),
        eq(livePayouts.status, 'pending'),
      ),
    );
}

export async function listTables(ex: Executor) {
  return ex.select().from(liveTables).orderBy(asc(liveTables.id));
}

export async function findTable(ex: Executor, tableId: string) {
  const [row] = await ex.select().from(liveTables).where(eq(liveTables.id, tableId));
  return row;
}
