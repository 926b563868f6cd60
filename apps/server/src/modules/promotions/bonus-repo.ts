import { and, eq, sql } from 'drizzle-orm';
import { memberBonuses } from '../../db/schema';
import type { Executor, Tx } from '../../db/types';
import { uniqueViolation } from '../../lib/pg-errors';

/**
 * The member_bonuses rows. Only bonus-lifecycle.ts writes them (its transitions say which state each
 * needs and leaves); other modules read them here or through active-bonus.ts.
 */

export type BonusRow = typeof memberBonuses.$inferSelect;
export type NewBonus = typeof memberBonuses.$inferInsert;

/** How a running bonus ended: spent at a deposit or item code, or by the withdrawal `endedBy`. */
export type BonusEnd = { reason: 'exhausted' } | { reason: 'withdrawal'; endedBy: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const isActive = (memberId: string) =>
  and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.status, 'active'));

export async function findActiveBonus(ex: Executor, memberId: string): Promise<BonusRow | undefined> {
  const [row] = await ex.select().from(memberBonuses).where(isActive(memberId));
  return row;
}

/**
 * Inserts a running bonus unless the member already has an active one; undefined when one exists (the
 * partial unique index decides, so two parallel deposits cannot both start one) or the claim was taken.
 */
export async function insertActiveBonus(ex: Executor, bonus: NewBonus): Promise<BonusRow | undefined> {
  const [row] = await ex.insert(memberBonuses).values(bonus).onConflictDoNothing().returning();
  return row;
}

/** Ends the member's active bonus; false when there was none (or a parallel call ended it first). */
export async function endActive(ex: Executor, memberId: string, end: BonusEnd): Promise<boolean> {
  const rows = await ex
    .update(memberBonuses)
    .set({
      status: 'ended',
      endReason: end.reason,
      endedBy: end.reason === 'withdrawal' ? end.endedBy : null,
      endedAt: sql`now()`,
    })
    .where(isActive(memberId))
    .returning({ id: memberBonuses.id });
  return rows.length > 0;
}

/** A bonus reopened by `reopenEndedBy`, with what its end was. */
export interface Reopened {
  id: string;
  endedAt: string;
  receivedAt: string;
}

/**
 * Makes the bonus the withdrawal `reference` ended run again, unless another runs (also one a parallel
 * deposit is starting: the one-active index, caught in a savepoint). Undefined when not reopened.
 */
export async function reopenEndedBy(
  tx: Tx,
  memberId: string,
  reference: string,
): Promise<Reopened | undefined> {
  try {
    return await tx.transaction(async (sp) => {
      const [row] = rowsOf<{ id: string; ended_at: string; received_at: string }>(
        await sp.execute(sql`
          update member_bonuses b set status = 'active', end_reason = null, ended_by = null, ended_at = null
          from (select id, ended_at, received_at from member_bonuses
                where member_id = ${memberId}::uuid and ended_by = ${reference} and status = 'ended') old
          where b.id = old.id and not exists (
            select 1 from member_bonuses a where a.member_id = ${memberId}::uuid and a.status = 'active')
          returning b.id, old.ended_at::text as ended_at, old.received_at::text as received_at`),
      );
      return row ? { id: row.id, endedAt: row.ended_at, receivedAt: row.received_at } : undefined;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'member_bonuses_one_active_key') return undefined;
    throw err;
  }
}

/** Puts back the end `reopenEndedBy` took away, as it was (same time, same withdrawal). */
export async function restoreEnd(ex: Executor, bonus: Reopened, reference: string) {
  await ex.execute(sql`
    update member_bonuses set status = 'ended', ended_at = ${bonus.endedAt}::timestamptz,
      end_reason = 'withdrawal', ended_by = ${reference}
    where id = ${bonus.id}::uuid`);
}
