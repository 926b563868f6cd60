import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { gameRounds, gameTransactions, members } from '../../../db/schema';
import type { Executor } from '../../../db/types';

export type RoundRow = typeof gameRounds.$inferSelect;
export type TransactionRow = typeof gameTransactions.$inferSelect;
type NewTransaction = typeof gameTransactions.$inferInsert;

export async function findMemberByUsername(ex: Executor, username: string) {
  const [row] = await ex
    .select({ id: members.id, locked: members.locked })
    .from(members)
    .where(eq(members.gameUsername, username));
  return row;
}

const txKey = (partner: string, transactionId: string) =>
  and(eq(gameTransactions.partner, partner), eq(gameTransactions.transactionId, transactionId));

/**
 * Takes the partner's transaction id for this call. A concurrent call with the same id waits on the
 * unique index until this transaction ends, so repeats are answered one after the other. Undefined when
 * the id was already taken (the caller then reads that row).
 */
export async function claimTransaction(ex: Executor, values: NewTransaction) {
  const [row] = await ex.insert(gameTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTransaction(ex: Executor, partner: string, transactionId: string) {
  const [row] = await ex.select().from(gameTransactions).where(txKey(partner, transactionId)).for('update');
  return row;
}

export async function updateTransaction(
  ex: Executor,
  id: string,
  patch: PgUpdateSetSource<typeof gameTransactions>,
) {
  await ex.update(gameTransactions).set(patch).where(eq(gameTransactions.id, id));
}

export async function lockRoundById(ex: Executor, id: string) {
  const [row] = await ex.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return row;
}

export async function lockRound(ex: Executor, partner: string, providerRoundId: string) {
  const [row] = await ex
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.partner, partner), eq(gameRounds.providerRoundId, providerRoundId)))
    .for('update');
  return row;
}

/**
 * The round a bet belongs to, created by its first bet, locked for this transaction. A round deleted
 * between the insert and the lock (an empty round whose only bet was refused) is created again.
 */
export async function openRound(
  ex: Executor,
  round: { partner: string; providerRoundId: string; memberId: string; gameCode: string },
): Promise<{ row: RoundRow; created: boolean }> {
  for (;;) {
    const [created] = await ex.insert(gameRounds).values(round).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const row = await lockRound(ex, round.partner, round.providerRoundId);
    if (row) return { row, created: false };
  }
}

export async function addRoundBet(ex: Executor, id: string, amount: bigint) {
  await ex
    .update(gameRounds)
    .set({ betAmount: sql`${gameRounds.betAmount} + ${amount}` })
    .where(eq(gameRounds.id, id));
}

export async function deleteRound(ex: Executor, id: string) {
  await ex.delete(gameRounds).where(eq(gameRounds.id, id));
}

export async function updateRound(ex: Executor, id: string, patch: PgUpdateSetSource<typeof gameRounds>) {
  await ex.update(gameRounds).set(patch).where(eq(gameRounds.id, id));
}
