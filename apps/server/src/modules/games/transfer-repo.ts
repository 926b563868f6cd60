import { and, asc, eq, sql } from 'drizzle-orm';
import { gamePartnerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PartnerTransferRow = typeof gamePartnerTransfers.$inferSelect;

export async function insertPartnerTransfer(
  ex: Executor,
  values: { partner: string; memberId: string; direction: 'in' | 'out'; amount: bigint },
) {
  const [row] = await ex.insert(gamePartnerTransfers).values(values).returning();
  return row!;
}

/**
 * A reload that found nothing on the partner's side: a completed transfer in of 0, so credit the member
 * moved there and lost is no longer counted as held (promotions' creditInPlay, games/credit-out.ts).
 */
export async function recordEmptyReload(ex: Executor, partner: string, memberId: string) {
  await ex.insert(gamePartnerTransfers).values({
    partner,
    memberId,
    direction: 'in',
    amount: 0n,
    status: 'done',
    resolvedAt: sql`now()`,
  });
}

export async function pendingPartnerTransfers(ex: Executor, partner: string, memberId: string) {
  return ex
    .select()
    .from(gamePartnerTransfers)
    .where(
      and(
        eq(gamePartnerTransfers.partner, partner),
        eq(gamePartnerTransfers.memberId, memberId),
        eq(gamePartnerTransfers.status, 'pending'),
      ),
    )
    .orderBy(asc(gamePartnerTransfers.createdAt));
}

/** The transfer, locked, if it is still pending (another process may have resolved it meanwhile). */
export async function lockPendingPartnerTransfer(ex: Executor, id: string) {
  const [row] = await ex
    .select()
    .from(gamePartnerTransfers)
    .where(and(eq(gamePartnerTransfers.id, id), eq(gamePartnerTransfers.status, 'pending')))
    .for('update');
  return row;
}

export async function resolvePartnerTransfer(ex: Executor, id: string, status: 'done' | 'failed') {
  await ex
    .update(gamePartnerTransfers)
    .set({ status, resolvedAt: sql`now()` })
    .where(eq(gamePartnerTransfers.id, id));
}
