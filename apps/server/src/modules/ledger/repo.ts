import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { arrayParam } from '../../db/array-param';
import type { Executor } from '../../db/types';
import { withAllShards, type AccountRef } from './accounts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;

/**
 * Creates the accounts that do not exist yet, sorted so two creators never wait on each other in a
 * cycle. A house account is created with all its shards at once, so it goes through here once, like
 * an unsharded account: creating may wait for another transaction (see below), and it should be as
 * rare as before sharding. Existing ones are skipped by a plain read first: `insert … on conflict` on
 * a row another transaction has updated waits for that transaction, an extra wait outside the lock order.
 */
export async function createMissingAccounts(ex: Executor, given: readonly AccountRef[]) {
  const refs = given.flatMap(withAllShards);
  const ids = [...new Set(refs.map((r) => r.id))];
  const existing = await ex
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  const have = new Set(existing.map((r) => r.id));
  const missing = [...new Map(refs.filter((r) => !have.has(r.id)).map((r) => [r.id, r])).values()];
  const unique = missing.sort((a, b) => cmp(a.id, b.id));
  if (unique.length === 0) return;
  await ex
    .insert(ledgerAccounts)
    .values(unique.map(({ id, owner, memberId, name, asset }) => ({ id, owner, memberId, name, asset })))
    // No conflict target: every unique index (id, and (id, asset) for the foreign keys) is an arbiter.
    // With `target: id` alone, two creators racing past the pre-check made the loser fail on the
    // (id, asset) index instead of doing nothing.
    .onConflictDoNothing();
}

/**
 * Row-locks the accounts in id order (the one lock order of the whole ledger, so no deadlocks).
 * FOR NO KEY UPDATE, not FOR UPDATE: it serialises balance changes just the same, but does not block
 * the KEY SHARE locks that foreign-key checks take when another transaction inserts a transfer or
 * hold naming this account (with FOR UPDATE, a hold on A naming B and a transfer B→A deadlock).
 */
export async function lockAccounts(ex: Executor, ids: readonly string[]): Promise<Map<string, AccountRow>> {
  const sorted = [...new Set(ids)].sort(cmp);
  const rows = await ex
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(sql`${ledgerAccounts.id} collate "C"`)
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Locks the accounts (lockAccounts), creating the missing ones first when there are any: one round
 * trip when they all exist, which after an account's first use they always do. The first statement
 * locks nothing unless every account exists: locking some and then, after creating the others,
 * locking them while holding the first (out of id order) could deadlock with a transfer that holds
 * one of them and waits for ours.
 */
export async function lockAccountsCreating(ex: Executor, refs: readonly AccountRef[]) {
  const ids = [...new Set(refs.map((r) => r.id))].sort(cmp);
  const all = sql`(select count(*) from ${ledgerAccounts} where ${inArray(ledgerAccounts.id, ids)}) = ${ids.length}`;
  const rows = await ex
    .select()
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, ids), all))
    .orderBy(sql`${ledgerAccounts.id} collate "C"`)
    .for('no key update');
  if (rows.length === ids.length) return new Map(rows.map((r) => [r.id, r]));
  await createMissingAccounts(ex, refs);
  return lockAccounts(ex, ids);
}

export async function findAccounts(ex: Executor, ids: readonly string[]) {
  return ex
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]));
}

export async function findMemberAccounts(ex: Executor, memberId: string) {
  return ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, memberId));
}

/** Reserves (delta > 0) or releases (delta < 0) part of the balance; guarded like a debit. */
export async function changeHeld(ex: Executor, id: string, delta: bigint) {
  const guard =
    delta > 0n
      ? or(
          eq(ledgerAccounts.owner, 'house'),
          sql`${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${delta}`,
        )
      : gte(ledgerAccounts.held, -delta);
  const rows = await ex
    .update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} + ${delta}` })
    .where(and(eq(ledgerAccounts.id, id), guard))
    .returning({ held: ledgerAccounts.held });
  return rows.length === 1;
}

export async function findTransferByKey(ex: Executor, key: string) {
  const [row] = await ex.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  return row;
}

export async function findTransferById(ex: Executor, id: string) {
  const [row] = await ex.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row;
}

export async function findReversalOf(ex: Executor, transferId: string) {
  const [row] = await ex
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reversesTransferId, transferId));
  return row;
}

export type WrittenTransfer =
  | {
      outcome: 'written';
      transferId: string;
      /** Balances after the move; null when the guarded debit (or, impossibly, the credit) matched no row. */
      fromBalance: bigint | null;
      toBalance: bigint | null;
    }
  /** Another transfer holds the key; nothing was written. */
  | { outcome: 'keyTaken' }
  /** One of the accounts does not exist yet; nothing was written. */
  | { outcome: 'accountMissing' };

/** What a transfer statement moves, as SQL: parameters, or values read by an earlier CTE. */
export interface MoveSql {
  from: SQL;
  to: SQL;
  amount: SQL;
  /** Part of `amount` that was held on `from` and is consumed by this move (posting a hold). */
  release: SQL;
}

/**
 * The writes that follow the claim of a transfer's key (CTE `t`, returning `id`), as CTEs `d`, `c`, `e`
 * of the same statement: only when the key was claimed, debits `from` under the SQL guard (a member
 * account keeps what stays spendable ≥ 0; `release` comes off its held part), credits `to` only when
 * the debit happened, and records both entries with the balance after each. The debit row-locks
 * `from` before the credit locks `to`.
 */
export function movesAfterClaim(m: MoveSql) {
  return sql`d as (
      update ledger_accounts set balance = balance - ${m.amount}, held = held - ${m.release}
      where id = ${m.from} and exists (select 1 from t) and held >= ${m.release}
        and (owner = 'house' or balance - ${m.amount} >= held - ${m.release})
      returning balance
    ), c as (
      update ledger_accounts set balance = balance + ${m.amount}
      where id = ${m.to} and exists (select 1 from d)
      returning balance
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select t.id, ${m.from}, -${m.amount}, d.balance from t, d
      union all
      select t.id, ${m.to}, ${m.amount}, c.balance from t, c
    )`;
}

/** The outcome columns of a statement built on `movesAfterClaim`, read by `readMoved`. */
export const movedColumns = sql`(select id::text from t) as transfer_id,
  (select balance::text from d) as from_balance, (select balance::text from c) as to_balance`;

export interface MovedRow {
  transfer_id: string | null;
  from_balance: string | null;
  to_balance: string | null;
}

/** The transfer `movedColumns` report, or undefined when the key was not claimed (nothing written). */
export function readMoved(row: MovedRow) {
  if (row.transfer_id === null) return undefined;
  const big = (v: string | null) => (v === null ? null : BigInt(v));
  return {
    outcome: 'written' as const,
    transferId: row.transfer_id,
    fromBalance: big(row.from_balance),
    toBalance: big(row.to_balance),
  };
}

/**
 * All writes of one transfer in a single statement (one round trip): claims the idempotency key —
 * only when both accounts exist —, then the guarded debit, the credit and both entries
 * (`movesAfterClaim`). The debit row-locks `from` before the credit locks `to`: a caller that has not
 * locked them first must pass them in the lock order (house before member).
 */
export async function writeTransfer(
  ex: Executor,
  t: Omit<NewTransfer, 'meta' | 'reversesTransferId'> & {
    meta: Record<string, unknown> | null;
    reversesTransferId: string | null;
  },
): Promise<WrittenTransfer> {
  const amount = sql`${t.amount}::bigint`;
  const from = sql`${t.fromAccountId}::text`;
  const to = sql`${t.toAccountId}::text`;
  const result = await ex.execute(sql`
    with t as (
      insert into ledger_transfers
        (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount, meta, reverses_transfer_id)
      select ${t.idempotencyKey}::text, ${t.kind}::text, ${t.reference}::text, ${from}, ${to}, ${t.asset}::text,
        ${amount}, ${t.meta === null ? null : JSON.stringify(t.meta)}::jsonb, ${t.reversesTransferId}::uuid
      where (select count(*) from ledger_accounts where id in (${from}, ${to})) = 2
      on conflict (idempotency_key) do nothing
      returning id
    ), ${movesAfterClaim({ from, to, amount, release: sql`0::bigint` })}
    select ${movedColumns},
      (select count(*) from ledger_accounts where id in (${from}, ${to})) = 2 as accounts_exist`);
  // node-postgres and PGlite both answer `{ rows }`.
  const row = (result as unknown as { rows: (MovedRow & { accounts_exist: boolean })[] }).rows[0]!;
  return readMoved(row) ?? { outcome: row.accounts_exist ? 'keyTaken' : 'accountMissing' };
}

/** Net amount per kind that reached (`incoming`) and left (`outgoing`) the given accounts. */
export async function sumByKind(ex: Executor, accountIds: readonly string[], kinds: readonly string[]) {
  const ids = [...accountIds];
  const t = ledgerTransfers;
  const rows = await ex
    .select({
      kind: t.kind,
      incoming: sql<string>`coalesce(sum(${t.amount}) filter (where ${inArray(t.toAccountId, ids)}), 0)::text`,
      outgoing: sql<string>`coalesce(sum(${t.amount}) filter (where ${inArray(t.fromAccountId, ids)}), 0)::text`,
    })
    .from(t)
    .where(and(inArray(t.kind, [...kinds]), or(inArray(t.toAccountId, ids), inArray(t.fromAccountId, ids))))
    .groupBy(t.kind);
  return new Map(rows.map((r) => [r.kind, { incoming: BigInt(r.incoming), outgoing: BigInt(r.outgoing) }]));
}

/** Code-point order, the same on every machine (localeCompare is not). */
function cmp(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One house → member credit of `writeCredits`; both accounts exist and are locked by the caller. */
export interface CreditRow {
  idempotencyKey: string;
  kind: string;
  reference: string;
  fromAccountId: string;
  toAccountId: string;
  asset: string;
  amount: bigint;
  meta: Record<string, unknown> | null;
}

/**
 * Many credits from house accounts (which may go negative: nothing to guard) in ONE statement, whatever
 * their number: claims each key, adds each account's total once, and writes both entries of each transfer
 * with the balance after it, in the given order within each account (`checkInvariants` replays entries
 * by id). The caller has locked every account first (lockAccounts): this statement waits for no lock.
 * Answers the transfers written, by key; a key already taken is absent.
 */
export async function writeCredits(ex: Executor, rows: readonly CreditRow[]) {
  const list = (type: string, pick: (r: CreditRow) => string | bigint | null) =>
    arrayParam(rows.map(pick), type);
  const result = await ex.execute(sql`
    with i as (
      select * from unnest(${list('text', (r) => r.idempotencyKey)}, ${list('text', (r) => r.kind)},
        ${list('text', (r) => r.reference)}, ${list('text', (r) => r.fromAccountId)},
        ${list('text', (r) => r.toAccountId)}, ${list('text', (r) => r.asset)}, ${list('bigint', (r) => r.amount)},
        ${list('jsonb', (r) => (r.meta === null ? null : JSON.stringify(r.meta)))})
        with ordinality as i(key, kind, reference, from_id, to_id, asset, amount, meta, seq)
    ), t as (
      insert into ledger_transfers (idempotency_key, kind, reference, from_account_id, to_account_id, asset, amount, meta)
      select key, kind, reference, from_id, to_id, asset, amount, meta from i order by seq
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
    ), moved as (
      select i.*, t.id as transfer_id from i join t on t.idempotency_key = i.key
    ), deltas as (
      select from_id as account_id, -amount as delta, seq, 0 as side, transfer_id from moved
      union all
      select to_id, amount, seq, 1, transfer_id from moved
    ), u as (
      update ledger_accounts a set balance = a.balance + s.delta
      from (select account_id, sum(delta) as delta from deltas group by account_id) s
      where a.id = s.account_id
      returning a.id, a.balance
    ), e as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select d.transfer_id, d.account_id, d.delta, u.balance - coalesce(sum(d.delta) over (
          partition by d.account_id order by d.seq, d.side rows between 1 following and unbounded following), 0)
      from deltas d join u on u.id = d.account_id
      order by d.account_id, d.seq, d.side
    )
    select key, transfer_id::text as transfer_id from moved`);
  // node-postgres and PGlite both answer `{ rows }`.
  const written = (result as unknown as { rows: { key: string; transfer_id: string }[] }).rows;
  return new Map(written.map((r) => [r.key, { transferId: r.transfer_id }]));
}
