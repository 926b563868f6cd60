import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { AccountRef } from './accounts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;

/**
 * Creates the accounts that do not exist yet, sorted so two creators never wait on each other in a
 * cycle. Existing ones are skipped by a plain read first: `insert … on conflict` on a row another
 * transaction has updated waits for that transaction, an extra wait outside the lock order.
 */
export async function createMissingAccounts(ex: Executor, refs: readonly AccountRef[]) {
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
    .onConflictDoNothing({ target: ledgerAccounts.id });
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

export async function findAccounts(ex: Executor, ids: readonly string[]) {
  return ex
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]));
}

export async function findMemberAccounts(ex: Executor, memberId: string) {
  return ex.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, memberId));
}

/**
 * Takes `amount` off the balance and `release` off the held part, in one guarded statement: a member
 * account is only touched while what stays spendable is enough, whatever the code above believed.
 * Undefined when the guard refused.
 */
export async function debitAccount(ex: Executor, id: string, amount: bigint, release = 0n) {
  const [row] = await ex
    .update(ledgerAccounts)
    .set({
      balance: sql`${ledgerAccounts.balance} - ${amount}`,
      held: sql`${ledgerAccounts.held} - ${release}`,
    })
    .where(
      and(
        eq(ledgerAccounts.id, id),
        gte(ledgerAccounts.held, release),
        or(
          eq(ledgerAccounts.owner, 'house'),
          sql`${ledgerAccounts.balance} - ${amount} >= ${ledgerAccounts.held} - ${release}`,
        ),
      ),
    )
    .returning({ balance: ledgerAccounts.balance });
  return row?.balance;
}

export async function creditAccount(ex: Executor, id: string, amount: bigint) {
  const [row] = await ex
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, id))
    .returning({ balance: ledgerAccounts.balance });
  if (row === undefined) throw new Error(`ledger: account ${id} vanished`);
  return row.balance;
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

/** Claims the idempotency key; undefined when another transfer holds it (then nothing was written). */
export async function insertTransfer(ex: Executor, transfer: NewTransfer) {
  const [row] = await ex
    .insert(ledgerTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id });
  return row?.id;
}

export async function insertEntries(ex: Executor, entries: (typeof ledgerEntries.$inferInsert)[]) {
  await ex.insert(ledgerEntries).values(entries);
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
