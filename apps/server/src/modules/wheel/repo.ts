import { WHEEL_PRIZE_KINDS } from '@chokdee/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { wheelPrizes, wheelSeedPairs, wheelSpins } from '../../db/schema';
import type { Executor } from '../../db/types';
import { hashServerSeed, newServerSeed } from '@chokdee/house-maths/provably-fair';

export type SeedPairRow = typeof wheelSeedPairs.$inferSelect;
export type SpinRow = typeof wheelSpins.$inferSelect;
export type PrizeRow = typeof wheelPrizes.$inferSelect;

/** The active prizes in wheel order: the order is part of the draw, so it must be total. */
export function listActivePrizes(ex: Executor): Promise<PrizeRow[]> {
  return (
    ex
      .select()
      .from(wheelPrizes)
      // A row of an unknown kind or without weight can never be drawn, so it is not on the wheel.
      .where(
        and(
          eq(wheelPrizes.active, true),
          sql`${wheelPrizes.weight} > 0`,
          inArray(wheelPrizes.kind, [...WHEEL_PRIZE_KINDS]),
        ),
      )
      .orderBy(asc(wheelPrizes.sortOrder), asc(wheelPrizes.id))
  );
}

/** A new client seed until the member picks one: 16 hex characters. */
export const randomClientSeed = () => newServerSeed().slice(0, 16);

export async function insertSeedPair(ex: Executor, memberId: string, clientSeed = randomClientSeed()) {
  const serverSeed = newServerSeed();
  await ex
    .insert(wheelSeedPairs)
    .values({ memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/**
 * The member's active seed pair, created on first use; `lock` takes its row lock, which serialises the
 * member's spins and rotations (each spin takes the next nonce under it).
 */
export async function activeSeedPair(ex: Executor, memberId: string, lock = false): Promise<SeedPairRow> {
  const find = async () => {
    const q = ex
      .select()
      .from(wheelSeedPairs)
      .where(and(eq(wheelSeedPairs.memberId, memberId), isNull(wheelSeedPairs.revealedAt)));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  };
  const found = await find();
  if (found) return found;
  // Two first calls at once: the partial unique index keeps one pair; both then read it.
  await insertSeedPair(ex, memberId);
  return (await find())!;
}

export async function advanceNonce(ex: Executor, pairId: string) {
  await ex
    .update(wheelSeedPairs)
    .set({ nextNonce: sql`${wheelSeedPairs.nextNonce} + 1` })
    .where(eq(wheelSeedPairs.id, pairId));
}

export async function revealSeedPair(ex: Executor, pairId: string) {
  await ex
    .update(wheelSeedPairs)
    .set({ revealedAt: sql`now()` })
    .where(eq(wheelSeedPairs.id, pairId));
}

export async function insertSpin(ex: Executor, spin: typeof wheelSpins.$inferInsert) {
  await ex.insert(wheelSpins).values(spin);
}

/** The member's spins with their seed pairs, newest first (`spinId` picks one). */
export function spinsOf(ex: Executor, memberId: string, opts: { limit?: number; spinId?: string } = {}) {
  const q = ex
    .select({ spin: wheelSpins, pair: wheelSeedPairs })
    .from(wheelSpins)
    .innerJoin(wheelSeedPairs, eq(wheelSeedPairs.id, wheelSpins.seedPairId))
    .where(and(eq(wheelSpins.memberId, memberId), opts.spinId ? eq(wheelSpins.id, opts.spinId) : undefined))
    .orderBy(desc(wheelSpins.createdAt), desc(wheelSpins.nonce));
  return opts.limit ? q.limit(opts.limit) : q;
}
