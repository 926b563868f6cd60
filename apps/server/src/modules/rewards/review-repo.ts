import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { members, rewardReviews } from '../../db/schema';
import type { Executor } from '../../db/types';

export type RewardReviewRow = typeof rewardReviews.$inferSelect;

/** Credits waiting for (or decided by) the operator, newest first, with the member's phone. */
export async function listReviews(
  ex: Executor,
  f: { status?: string; memberId?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(rewardReviews.status, f.status));
  if (f.memberId) conditions.push(eq(rewardReviews.memberId, f.memberId));
  const where = and(...conditions);
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const items = await ex
    .select({ review: rewardReviews, memberPhone: members.phoneNumber })
    .from(rewardReviews)
    .innerJoin(members, eq(members.id, rewardReviews.memberId))
    .where(where)
    .orderBy(desc(rewardReviews.createdAt), desc(rewardReviews.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await ex.select({ n: count() }).from(rewardReviews).where(where);
  return { total: total?.n ?? 0, items };
}

/** The review, row-locked until the transaction ends: of parallel decisions the later ones see the first. */
export async function lockReview(tx: Executor, id: string): Promise<RewardReviewRow | undefined> {
  const [row] = await tx.select().from(rewardReviews).where(eq(rewardReviews.id, id)).for('update');
  return row;
}

export async function decideReview(
  tx: Executor,
  id: string,
  d: { status: 'approved' | 'refused'; by: string; transferId?: string },
): Promise<RewardReviewRow> {
  const [row] = await tx
    .update(rewardReviews)
    .set({ status: d.status, decidedBy: d.by, decidedAt: sql`now()`, transferId: d.transferId ?? null })
    .where(eq(rewardReviews.id, id))
    .returning();
  return row!;
}
