import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { housePokerRounds, houseSeedPairs } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PokerRoundRow = typeof housePokerRounds.$inferSelect;
export type PokerStatus = 'pending' | 'open' | 'calling' | 'paying' | 'settled' | 'refused' | 'cancelled';
/** Before the decision is final: what blocks a new deal of the game and a seed rotation. */
export const UNDECIDED: PokerStatus[] = ['pending', 'open', 'calling'];

export async function insertPokerRound(ex: Executor, round: typeof housePokerRounds.$inferInsert) {
  const [row] = await ex.insert(housePokerRounds).values(round).returning();
  return row!;
}

export async function findPokerRound(ex: Executor, id: string, username: string) {
  const [row] = await ex
    .select({ round: housePokerRounds, pair: houseSeedPairs })
    .from(housePokerRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, housePokerRounds.seedPairId))
    .where(and(eq(housePokerRounds.id, id), eq(housePokerRounds.username, username)));
  return row;
}

/** The member's round of `game` still waiting for (or in) its decision. */
export async function undecidedPokerRound(ex: Executor, username: string, game: string) {
  const [row] = await ex
    .select({ round: housePokerRounds, pair: houseSeedPairs })
    .from(housePokerRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, housePokerRounds.seedPairId))
    .where(
      and(
        eq(housePokerRounds.username, username),
        eq(housePokerRounds.game, game),
        inArray(housePokerRounds.status, UNDECIDED),
      ),
    );
  return row;
}

/** Whether a round of this seed pair is undecided: its seed must not be revealed yet. */
export async function pairHasUndecidedPoker(ex: Executor, seedPairId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: housePokerRounds.id })
    .from(housePokerRounds)
    .where(and(eq(housePokerRounds.seedPairId, seedPairId), inArray(housePokerRounds.status, UNDECIDED)))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves a round on only from the status the caller saw (so of two parallel decisions exactly one
 * wins), with the fields that change with it; the moved row, or undefined when another got there first.
 */
export async function movePokerRound(
  ex: Executor,
  id: string,
  from: PokerStatus,
  to: PokerStatus,
  set: Partial<Pick<PokerRoundRow, 'decision' | 'decidedBy' | 'payout' | 'callStake' | 'callAttempts'>> = {},
) {
  const done = to === 'settled' || to === 'refused' || to === 'cancelled';
  const [row] = await ex
    .update(housePokerRounds)
    .set({ ...set, status: to, updatedAt: sql`now()`, ...(done && { settledAt: sql`now()` }) })
    .where(and(eq(housePokerRounds.id, id), eq(housePokerRounds.status, from)))
    .returning();
  return row;
}

/**
 * Rounds the sweep must finish: money moves that no request is working on any more (older than
 * `staleSeconds`), and open rounds the member left for longer than `openSeconds`.
 */
export async function stalePokerRounds(
  ex: Executor,
  staleSeconds: number,
  openSeconds: number,
  username?: string,
) {
  const older = (seconds: number) =>
    lt(housePokerRounds.updatedAt, sql`now() - make_interval(secs => ${seconds})`);
  return ex
    .select()
    .from(housePokerRounds)
    .where(
      and(
        sql`(${and(inArray(housePokerRounds.status, ['pending', 'calling', 'paying']), older(staleSeconds))}
          or ${and(eq(housePokerRounds.status, 'open'), older(openSeconds))})`,
        username === undefined ? undefined : eq(housePokerRounds.username, username),
      ),
    )
    .orderBy(housePokerRounds.updatedAt)
    .limit(100);
}

export async function latestPokerRounds(ex: Executor, username: string, game: string, limit: number) {
  return ex
    .select({ round: housePokerRounds, pair: houseSeedPairs })
    .from(housePokerRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, housePokerRounds.seedPairId))
    .where(and(eq(housePokerRounds.username, username), eq(housePokerRounds.game, game)))
    .orderBy(desc(housePokerRounds.createdAt), desc(housePokerRounds.nonce))
    .limit(limit);
}
