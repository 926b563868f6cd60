import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerHolds } from '../../db/schema';
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

/**
 * Row-locks a hold's source account, but only when its target exists too (the hold's foreign key
 * needs it; it is not locked). Undefined when either is missing: then nothing was locked, so the
 * caller creates them without holding a lock that a creator elsewhere may be waiting for.
 */
export async function lockHoldSource(ex: Executor, accountId: string, targetId: string) {
  const [row] = await ex
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`exists (select 1 from ${ledgerAccounts} t where t.id = ${targetId})`,
      ),
    )
    .for('no key update');
  return row;
}

/**
 * Claims the idempotency key and, only when it got it, reserves the amount on the source under the
 * SQL guard (a member account cannot reserve more than is spendable), in one statement. Undefined
 * when another hold has the key (nothing written); `reserved` false when the guard refused.
 */
export async function writeHold(
  ex: Executor,
  h: Omit<NewHold, 'meta'> & { meta: Record<string, unknown> | null },
): Promise<{ holdId: string; reserved: boolean } | undefined> {
  const amount = sql`${h.amount}::bigint`;
  const source = sql`${h.accountId}::text`;
  const result = await ex.execute(sql`
    with h as (
      insert into ledger_holds (idempotency_key, kind, reference, account_id, to_account_id, asset, amount, meta)
      values (${h.idempotencyKey}::text, ${h.kind}::text, ${h.reference}::text, ${source}, ${h.toAccountId}::text,
        ${h.asset}::text, ${amount}, ${h.meta === null ? null : JSON.stringify(h.meta)}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    ), u as (
      update ledger_accounts set held = held + ${amount}
      where id = ${source} and exists (select 1 from h)
        and (owner = 'house' or balance - held >= ${amount})
      returning id
    )
    select h.id::text as hold_id, exists (select 1 from u) as reserved from h`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = (result as unknown as { rows: { hold_id: string; reserved: boolean }[] }).rows;
  return row && { holdId: row.hold_id, reserved: row.reserved };
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
