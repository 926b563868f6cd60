import { and, eq, sql } from 'drizzle-orm';
import { memberBonuses } from '../../db/schema';
import type { Executor } from '../../db/types';

export type BonusRow = typeof memberBonuses.$inferSelect;
export type NewBonus = typeof memberBonuses.$inferInsert;

const isActive = (memberId: string) =>
  and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'active'));

export async function findActiveBonus(ex: Executor, memberId: string): Promise<BonusRow | undefined> {
  const [row] = await ex.select().from(memberBonuses).where(isActive(memberId));
  return row;
}

/**
 * Starts a bonus unless the member already has an active one; undefined when one exists (the
 * partial unique index decides, so two parallel deposits cannot both start one).
 */
export async function insertActiveBonus(ex: Executor, bonus: NewBonus): Promise<BonusRow | undefined> {
  const [row] = await ex.insert(memberBonuses).values(bonus).onConflictDoNothing().returning();
  return row;
}

/** Ends the member's active bonus; false when there was none (or a parallel call ended it first). */
export async function endBonus(ex: Executor, memberId: string, reason: string): Promise<boolean> {
  const rows = await ex
    .update(memberBonuses)
    .set({ status: 'ended', endReason: reason, endedAt: sql`now()` })
    .where(isActive(memberId))
    .returning({ id: memberBonuses.id });
  return rows.length > 0;
}
