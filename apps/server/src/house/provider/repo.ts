import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { houseRounds, houseSeedPairs, houseSessions } from '../../db/schema';
import type { Executor } from '../../db/types';

export type SeedPairRow = typeof houseSeedPairs.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;
export type HouseRoundStatus = 'pending' | 'placed' | 'settled' | 'refused' | 'cancelled';

const active = (username: string) =>
  and(eq(houseSeedPairs.username, username), isNull(houseSeedPairs.revealedAt));

export async function findActivePair(ex: Executor, username: string) {
  const [row] = await ex.select().from(houseSeedPairs).where(active(username));
  return row;
}

/**
 * The active pair, row-locked. A rotation that replaced the pair while this waited for its lock leaves
 * the first read empty (the new pair was not in that statement's snapshot); the second read finds it.
 */
export async function lockActivePair(ex: Executor, username: string): Promise<SeedPairRow> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await ex.select().from(houseSeedPairs).where(active(username)).for('update');
    if (row) return row;
  }
  throw new Error(`house: no active seed pair for ${username}`);
}

/** A new active pair; nothing when the username already has one (the partial unique index). */
export async function insertPairIfNone(
  ex: Executor,
  pair: { username: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
) {
  const [row] = await ex.insert(houseSeedPairs).values(pair).onConflictDoNothing().returning();
  return row;
}

export async function takeNonce(ex: Executor, pairId: string): Promise<number> {
  const [row] = await ex
    .update(houseSeedPairs)
    .set({ nextNonce: sql`${houseSeedPairs.nextNonce} + 1` })
    .where(eq(houseSeedPairs.id, pairId))
    .returning({ next: houseSeedPairs.nextNonce });
  return row!.next - 1;
}

export async function revealPair(ex: Executor, pairId: string) {
  await ex
    .update(houseSeedPairs)
    .set({ revealedAt: sql`now()` })
    .where(eq(houseSeedPairs.id, pairId));
}

export async function insertHouseRound(ex: Executor, round: typeof houseRounds.$inferInsert) {
  const [row] = await ex.insert(houseRounds).values(round).returning();
  return row!;
}

/** Moves a round on only from the status the caller saw, so two workers never finish it twice. */
export async function moveRound(ex: Executor, id: string, from: HouseRoundStatus, to: HouseRoundStatus) {
  const done = to !== 'placed';
  const rows = await ex
    .update(houseRounds)
    .set({ status: to, ...(done && { settledAt: sql`now()` }) })
    .where(and(eq(houseRounds.id, id), eq(houseRounds.status, from)))
    .returning({ id: houseRounds.id });
  return rows.length === 1;
}

/** Rounds whose wallet calls did not finish and that no request is working on any more. */
export async function staleRounds(ex: Executor, olderThanSeconds: number, username?: string) {
  return ex
    .select()
    .from(houseRounds)
    .where(
      and(
        inArray(houseRounds.status, ['pending', 'placed']),
        lt(houseRounds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
        username === undefined ? undefined : eq(houseRounds.username, username),
      ),
    )
    .orderBy(houseRounds.createdAt)
    .limit(100);
}

export async function latestHouseRounds(ex: Executor, username: string, limit: number) {
  return ex
    .select({ round: houseRounds, pair: houseSeedPairs })
    .from(houseRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
    .where(eq(houseRounds.username, username))
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.nonce))
    .limit(limit);
}

/**
 * Opens the house session of a launch token; undefined when that token was traded in already (its id is
 * unique: of parallel exchanges exactly one inserts). `createdAt` is the database's clock.
 */
export async function insertHouseSession(
  ex: Executor,
  session: { launchTokenId: string; username: string; operatorSession: string },
) {
  const [row] = await ex
    .insert(houseSessions)
    .values(session)
    .onConflictDoNothing({ target: houseSessions.launchTokenId })
    .returning({ id: houseSessions.id, createdAt: houseSessions.createdAt });
  return row;
}

/** Forgets house sessions older than `olderThanSec`: their launch tokens expired long before. */
export async function deleteOldHouseSessions(ex: Executor, olderThanSec: number) {
  await ex
    .delete(houseSessions)
    .where(lt(houseSessions.createdAt, sql`now() - make_interval(secs => ${olderThanSec})`));
}
