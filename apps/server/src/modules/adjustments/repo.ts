import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { adjustments, members } from '../../db/schema';
import type { Executor } from '../../db/types';

export type AdjustmentRow = typeof adjustments.$inferSelect;
export type NewAdjustment = typeof adjustments.$inferInsert;

/**
 * Stores a new adjustment unless its request id is known; undefined when it was (a replay). Under parallel
 * replays the unique index makes the later inserts wait for the first and then do nothing.
 */
export async function insertAdjustment(ex: Executor, row: NewAdjustment): Promise<AdjustmentRow | undefined> {
  const [inserted] = await ex.insert(adjustments).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Serialises the creates of one maker until the transaction ends, so two at once cannot both fit under
 * what the maker may still apply without a checker.
 */
export async function lockMaker(ex: Executor, actor: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`adjustments:${actor}`}, 0))`);
}

/** Satang the maker applied without a checker in the last `hours` (credits and debits alike; database clock). */
export async function appliedAloneWithin(ex: Executor, actor: string, hours: number): Promise<bigint> {
  const [row] = await ex
    .select({ sum: sql<string>`coalesce(sum(${adjustments.amount}), 0)::text` })
    .from(adjustments)
    .where(
      and(
        eq(adjustments.status, 'applied'),
        gt(adjustments.createdAt, sql`now() - make_interval(hours => ${hours})`),
        eq(adjustments.requestedBy, actor),
        eq(adjustments.needsApproval, false),
      ),
    );
  return BigInt(row?.sum ?? 0);
}

export async function findByRequestId(ex: Executor, requestId: string): Promise<AdjustmentRow | undefined> {
  const [row] = await ex.select().from(adjustments).where(eq(adjustments.requestId, requestId));
  return row;
}

/** The adjustment, locked: parallel approvals and rejections of one queue here and see the first's outcome. */
export async function lockAdjustment(ex: Executor, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await ex.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
  return row;
}

/** Decides a pending adjustment: applied with its transfer, or rejected; undefined when it was not pending. */
export async function decide(
  ex: Executor,
  id: string,
  d: { status: 'applied'; transferId: string; by: string } | { status: 'rejected'; by: string },
) {
  const [row] = await ex
    .update(adjustments)
    .set({
      status: d.status,
      transferId: d.status === 'applied' ? d.transferId : null,
      decidedBy: d.by,
      decidedAt: sql`now()`,
    })
    .where(and(eq(adjustments.id, id), eq(adjustments.status, 'pending')))
    .returning();
  return row;
}

/** One page, newest first (id breaks ties), with each member's phone. */
export async function listAdjustments(
  ex: Executor,
  f: { status?: string; memberId?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(adjustments.status, f.status));
  if (f.memberId) conditions.push(eq(adjustments.memberId, f.memberId));
  const where = and(...conditions);
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const items = await ex
    .select({ adjustment: adjustments, memberPhone: members.phoneNumber })
    .from(adjustments)
    .innerJoin(members, eq(members.id, adjustments.memberId))
    .where(where)
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await ex.select({ n: count() }).from(adjustments).where(where);
  return { total: total?.n ?? 0, items };
}
