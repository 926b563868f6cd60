import { and, eq, sql } from 'drizzle-orm';
import { itemCodeRedemptions, itemCodes, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';

export type ItemCodeRow = typeof itemCodes.$inferSelect;
export type NewItemCode = typeof itemCodes.$inferInsert;

/** Inserts a code unless it exists; undefined when the (upper-case) code is taken. */
export async function insertItemCode(ex: Executor, code: NewItemCode): Promise<ItemCodeRow | undefined> {
  const [row] = await ex.insert(itemCodes).values(code).onConflictDoNothing().returning();
  return row;
}

/**
 * The hidden promotion a turnover code's bonus condition names (member_bonuses needs one). Inactive
 * and hidden (a check keeps it inactive), so no deposit ever picks it, no list shows it, and the
 * operator's promotion calls never reopen it.
 */
export async function insertHiddenPromotion(ex: Executor, code: string, turnover: bigint): Promise<string> {
  const [row] = await ex
    .insert(promotions)
    .values({
      title: `ไอเทมโค้ด ${code}`,
      bonusPercent: 0,
      turnoverAmount: turnover,
      depositType: 0,
      active: false,
      hidden: true,
    })
    .returning({ id: promotions.id });
  return row!.id;
}

/** The code with this (upper-case) text, if any. */
export async function findItemCode(ex: Executor, code: string): Promise<ItemCodeRow | undefined> {
  const [row] = await ex.select().from(itemCodes).where(eq(itemCodes.code, code));
  return row;
}

/** The code's row, locked: every redeem of one code queues here, so its count never passes maxUses. */
export async function lockItemCode(ex: Executor, code: string): Promise<ItemCodeRow | undefined> {
  const [row] = await ex.select().from(itemCodes).where(eq(itemCodes.code, code)).for('update');
  return row;
}

export async function hasRedeemed(ex: Executor, itemCodeId: string, memberId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: itemCodeRedemptions.id })
    .from(itemCodeRedemptions)
    .where(and(eq(itemCodeRedemptions.itemCodeId, itemCodeId), eq(itemCodeRedemptions.memberId, memberId)));
  return rows.length > 0;
}

/** Records the redeem and counts the use (the caller holds the code's row lock). */
export async function recordRedemption(ex: Executor, r: typeof itemCodeRedemptions.$inferInsert) {
  await ex.insert(itemCodeRedemptions).values(r);
  await ex
    .update(itemCodes)
    .set({ usedCount: sql`${itemCodes.usedCount} + 1` })
    .where(eq(itemCodes.id, r.itemCodeId));
}
