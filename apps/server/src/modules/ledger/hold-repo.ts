import { eq, sql } from 'drizzle-orm';
import { ledgerHolds } from '../../db/schema';
import type { Executor } from '../../db/types';

export type HoldRow = typeof ledgerHolds.$inferSelect;
export type NewHold = typeof ledgerHolds.$inferInsert;

export async function findHoldByKey(ex: Executor, key: string) {
  const [row] = await ex.select().from(ledgerHolds).where(eq(ledgerHolds.idempotencyKey, key));
  return row;
}

export async function findHoldById(ex: Executor, id: string) {
  const [row] = await ex.select().from(ledgerHolds).where(eq(ledgerHolds.id, id));
  return row;
}

/**
 * Locks the hold row: a concurrent post or void of the same hold waits here, then reads the outcome
 * the first one wrote (READ COMMITTED re-reads a row it waited for).
 */
export async function lockHold(ex: Executor, id: string) {
  const [row] = await ex.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)).for('update');
  return row;
}

/** Claims the idempotency key; undefined when another hold has it. */
export async function insertHold(ex: Executor, hold: NewHold) {
  const [row] = await ex
    .insert(ledgerHolds)
    .values(hold)
    .onConflictDoNothing({ target: ledgerHolds.idempotencyKey })
    .returning({ id: ledgerHolds.id });
  return row?.id;
}

/** The one allowed change of a hold; the status guard makes a second resolution a no-op (false). */
export async function resolveHold(
  ex: Executor,
  id: string,
  outcome: 'posted' | 'voided',
  transferId: string | null,
) {
  const rows = await ex
    .update(ledgerHolds)
    .set({ status: outcome, transferId, resolvedAt: sql`now()` })
    .where(sql`${ledgerHolds.id} = ${id} and ${ledgerHolds.status} = 'pending'`)
    .returning({ id: ledgerHolds.id });
  return rows.length === 1;
}
