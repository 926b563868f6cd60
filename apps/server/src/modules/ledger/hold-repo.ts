import { eq, sql } from 'drizzle-orm';
import { ledgerHolds } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { HoldStatus } from './hold-service';
import { movedColumns, movesAfterClaim, readMoved, type MovedRow } from './repo';

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

/*
 * A hold write takes its row locks in a statement of its own first (lockHoldSource, lockHoldWithAccounts),
 * so the write statement finds them held and never waits. A statement that waits for a row lock and then
 * updates that row works on a version newer than its snapshot (PostgreSQL re-checks it, EvalPlanQual)
 * and, under 32 parallel postings on one house shard, deadlocked on that row's tuple lock with the next
 * waiter (docs/decisions/021-hold-locks-then-write.md). Locking first costs a round trip.
 */

/**
 * Row-locks a hold's source account, but only when its target exists too (the hold's foreign key needs
 * it; it is not locked): when either is missing nothing is locked, so the caller creates them without
 * holding a lock that a creator elsewhere may be waiting for.
 */
export async function lockHoldSource(ex: Executor, source: string, to: string) {
  await ex.execute(sql`
    select id from ledger_accounts
    where id = ${source}::text and exists (select 1 from ledger_accounts t where t.id = ${to}::text)
    for no key update`);
}

/** Locks the hold row, then both its accounts in the ledger's order (sorted ids). */
export async function lockHoldWithAccounts(ex: Executor, holdId: string) {
  await ex.execute(sql`
    with h as (select account_id, to_account_id from ledger_holds where id = ${holdId}::uuid for update)
    select id from ledger_accounts
    where id in ((select account_id from h), (select to_account_id from h))
    order by id collate "C"
    for no key update`);
}

export type WrittenHold =
  | { outcome: 'written'; holdId: string; reserved: boolean }
  /** The source or the target does not exist yet: nothing was written. */
  | { outcome: 'accountMissing' }
  /** The source's spendable balance is short: nothing was written (the source stays locked). */
  | { outcome: 'notCovered' }
  /** Another hold has the key: nothing was written. */
  | { outcome: 'keyTaken' };

/**
 * A hold in one statement (one round trip), after `lockHoldSource`: when the target exists too (the
 * hold's foreign key needs it) and the locked balance covers the amount, it claims the idempotency key
 * and reserves the amount under the SQL guard (a member account cannot reserve more than is spendable).
 * A refusal writes nothing, so the caller's transaction stays clean.
 */
export async function writeHold(
  ex: Executor,
  h: Omit<NewHold, 'meta'> & { meta: Record<string, unknown> | null },
): Promise<WrittenHold> {
  const amount = sql`${h.amount}::bigint`;
  const source = sql`${h.accountId}::text`;
  const result = await ex.execute(sql`
    with a as (
      select owner = 'house' or balance - held >= ${amount} as covered
      from ledger_accounts
      where id = ${source} and exists (select 1 from ledger_accounts t where t.id = ${h.toAccountId}::text)
    ), h as (
      insert into ledger_holds (idempotency_key, kind, reference, account_id, to_account_id, asset, amount, meta)
      select ${h.idempotencyKey}::text, ${h.kind}::text, ${h.reference}::text, ${source}, ${h.toAccountId}::text,
        ${h.asset}::text, ${amount}, ${h.meta === null ? null : JSON.stringify(h.meta)}::jsonb
      from a where a.covered
      on conflict (idempotency_key) do nothing
      returning id
    ), u as (
      update ledger_accounts set held = held + ${amount}
      where id = ${source} and exists (select 1 from h)
        and (owner = 'house' or balance - held >= ${amount})
      returning id
    )
    select (select covered from a) as covered, (select id::text from h) as hold_id,
      exists (select 1 from u) as reserved`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = (
    result as unknown as { rows: { covered: boolean | null; hold_id: string | null; reserved: boolean }[] }
  ).rows;
  if (!row || row.covered === null) return { outcome: 'accountMissing' };
  if (!row.covered) return { outcome: 'notCovered' };
  if (row.hold_id === null) return { outcome: 'keyTaken' };
  return { outcome: 'written', holdId: row.hold_id, reserved: row.reserved };
}

/**
 * Posts a hold in one statement (one round trip), after `lockHoldWithAccounts`: only while the hold is
 * pending, claims `key` for its transfer, moves the amount consuming the reservation (`movesAfterClaim`)
 * and marks the hold posted, naming the transfer. Answers the status the hold had (undefined: no such
 * hold) and what was written.
 */
export async function writeHoldPosting(ex: Executor, holdId: string, key: string) {
  const id = sql`${holdId}::uuid`;
  const ofHold = (column: 'account_id' | 'to_account_id' | 'amount') => sql.raw(`(select ${column} from h)`);
  const result = await ex.execute(sql`
    with h as (
      select account_id, to_account_id, asset, amount, kind, reference, meta, status, transfer_id
      from ledger_holds where id = ${id}
    ), t as (
      insert into ledger_transfers
        (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount, meta, reverses_transfer_id)
      select ${key}::text, kind, reference, account_id, to_account_id, asset, amount, meta, null from h
      where status = 'pending'
      on conflict (idempotency_key) do nothing
      returning id
    ), ${movesAfterClaim({
      from: ofHold('account_id'),
      to: ofHold('to_account_id'),
      amount: ofHold('amount'),
      release: ofHold('amount'),
    })}, p as (
      update ledger_holds set status = 'posted', transfer_id = (select id from t), resolved_at = now()
      where id = ${id} and status = 'pending' and exists (select 1 from c)
      returning id
    )
    select (select status from h) as status, (select transfer_id::text from h) as posted_transfer_id,
      (select account_id from h) as hold_account_id, (select kind from h) as hold_kind,
      (select asset from h) as hold_asset, (select amount::text from h) as hold_amount,
      ${movedColumns}, exists (select 1 from p) as hold_posted`);
  type Row = MovedRow & {
    status: HoldStatus | null;
    posted_transfer_id: string | null;
    hold_posted: boolean;
    hold_account_id: string;
    hold_kind: string;
    hold_asset: string;
    hold_amount: string;
  };
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  if (row.status === null) return undefined;
  return {
    status: row.status,
    postedTransferId: row.posted_transfer_id,
    moved: readMoved(row),
    holdPosted: row.hold_posted,
    hold: {
      accountId: row.hold_account_id,
      kind: row.hold_kind,
      asset: row.hold_asset,
      amount: BigInt(row.hold_amount),
    },
  };
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
