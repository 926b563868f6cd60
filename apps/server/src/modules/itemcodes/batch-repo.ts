import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { itemCodeBatches, itemCodeRedemptions, itemCodes, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { linkedIdsOf } from '../links';

export type BatchRow = typeof itemCodeBatches.$inferSelect;
type NewBatch = typeof itemCodeBatches.$inferInsert;

export async function insertBatch(ex: Executor, batch: NewBatch): Promise<BatchRow> {
  const [row] = await ex.insert(itemCodeBatches).values(batch).returning();
  return row!;
}

/**
 * Inserts the batch's codes in one statement (an array parameter unnested: one parameter for any count),
 * single-use, with the batch's terms. Answers the codes inserted: one that already existed (anywhere) is
 * skipped by the unique key, and the caller draws again for it.
 */
export async function insertBatchCodes(ex: Executor, batch: BatchRow, codes: string[]): Promise<string[]> {
  // Codes are the generator's upper-case letters, digits and '-': safe inside an array literal.
  const list = sql`${`{${codes.join(',')}}`}::text[]`;
  const result = await ex.execute(sql`
    insert into item_codes (code, amount, turnover, max_uses, expires_at, promotion_id, batch_id)
    select c, ${batch.amount}, ${batch.turnover}, 1, ${batch.expiresAt}, ${batch.promotionId}::uuid, ${batch.id}::uuid
      from unnest(${list}) as c
    on conflict (code) do nothing
    returning code`);
  return (result as unknown as { rows: Array<{ code: string }> }).rows.map((r) => r.code);
}

/** The batch's row, locked: every redeem of one of its codes queues here (one per member and person). */
export async function lockBatch(ex: Executor, batchId: string): Promise<BatchRow | undefined> {
  const [row] = await ex.select().from(itemCodeBatches).where(eq(itemCodeBatches.id, batchId)).for('update');
  return row;
}

/** Who of the member and the member's linked accounts already redeemed a code of the batch. */
export async function batchRedeemersAmong(ex: Executor, batchId: string, memberId: string) {
  const r = itemCodeRedemptions;
  const rows = await ex
    .select({ memberId: r.memberId })
    .from(r)
    .where(
      and(
        eq(r.batchId, batchId),
        or(eq(r.memberId, memberId), inArray(r.memberId, linkedIdsOf(memberId) as SQL<string[]>)),
      ),
    )
    .limit(2);
  return rows.map((row) => row.memberId);
}

// Qualified by hand: drizzle may write a one-table query's columns unqualified, which inside the
// subquery would name the redemption's own columns.
const redeemedCount = sql<number>`(select count(*)::int from item_code_redemptions r
  where r.batch_id = "item_code_batches"."id")`;

/** One page of batches, newest first, each with how many of its codes were redeemed. */
export async function listBatches(ex: Executor, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    ex
      .select({ batch: itemCodeBatches, redeemed: redeemedCount })
      .from(itemCodeBatches)
      .orderBy(desc(itemCodeBatches.createdAt), desc(itemCodeBatches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(itemCodeBatches),
  ]);
  return { total: total!.n, items };
}

export async function findBatch(ex: Executor, batchId: string) {
  const [row] = await ex
    .select({ batch: itemCodeBatches, redeemed: redeemedCount })
    .from(itemCodeBatches)
    .where(eq(itemCodeBatches.id, batchId));
  return row;
}

/** The code's latest redeem (a batch code has one at most), joined by its id. */
const latestRedemption = sql`(select r2.id from item_code_redemptions r2
  where r2.item_code_id = "item_codes"."id" order by r2.created_at desc, r2.id desc limit 1)`;

/**
 * Codes with who redeemed them: one batch's by code (paging optional, for the CSV), or every code newest
 * first. Two statements: the page and its count.
 */
export async function listCodes(
  ex: Executor,
  filter: { batchId?: string },
  paging: { page: number; pageSize: number } | null,
) {
  const where = filter.batchId ? eq(itemCodes.batchId, filter.batchId) : undefined;
  const order = filter.batchId ? [asc(itemCodes.code)] : [desc(itemCodes.createdAt), asc(itemCodes.code)];
  const query = ex
    .select({
      code: itemCodes,
      redeemerId: itemCodeRedemptions.memberId,
      redeemerPhone: members.phoneNumber,
      redeemedAt: itemCodeRedemptions.createdAt,
    })
    .from(itemCodes)
    .leftJoin(itemCodeRedemptions, eq(itemCodeRedemptions.id, latestRedemption))
    .leftJoin(members, eq(members.id, itemCodeRedemptions.memberId))
    .where(where)
    .orderBy(...order);
  const [items, [total]] = await Promise.all([
    paging ? query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : query,
    ex.select({ n: count() }).from(itemCodes).where(where),
  ]);
  return { total: total!.n, items };
}
