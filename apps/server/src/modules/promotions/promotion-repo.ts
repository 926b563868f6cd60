import { asc, eq } from 'drizzle-orm';
import { members, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PromotionRow = typeof promotions.$inferSelect;

export function listActivePromotions(ex: Executor): Promise<PromotionRow[]> {
  return ex
    .select()
    .from(promotions)
    .where(eq(promotions.active, true))
    .orderBy(asc(promotions.sortOrder), asc(promotions.createdAt), asc(promotions.id));
}

/** The member's promotion preference (SPEC §4); false when there is no such member. */
export async function setIsBonus(ex: Executor, memberId: string, isBonus: boolean): Promise<boolean> {
  const rows = await ex
    .update(members)
    .set({ isBonus })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
}
