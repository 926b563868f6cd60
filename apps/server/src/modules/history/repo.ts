import { and, desc, eq, inArray, isNull, notLike, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerHolds, ledgerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * Reads of the ledger tables for the member's history (only the ledger module writes them). Both
 * queries stop at `limit` rows: the history merges them and keeps the newest.
 */

/**
 * Microseconds since the epoch, as text: the stored precision, so rows created within one millisecond
 * still merge in the database's order (a JS Date keeps only milliseconds).
 */
const micros = (column: AnyColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The key prefix of the transfer that posts a hold: such a transfer is shown as its hold instead. */
const HOLD_POSTING = 'ledger:hold:%';

export interface TransferKinds {
  /** Kinds listed when they move money into the account. */
  incoming: string[];
  /** Kinds listed when they move money out of it. */
  outgoing: string[];
}

/** Transfers into or out of the account of the given kinds, newest first, without corrections. */
export async function recentTransfers(ex: Executor, accountId: string, kinds: TransferKinds, limit: number) {
  const t = ledgerTransfers;
  const reversal = alias(ledgerTransfers, 'reversal');
  const directions = [
    kinds.incoming.length ? and(eq(t.toAccountId, accountId), inArray(t.kind, kinds.incoming)) : undefined,
    kinds.outgoing.length ? and(eq(t.fromAccountId, accountId), inArray(t.kind, kinds.outgoing)) : undefined,
  ];
  return ex
    .select({
      id: t.id,
      kind: t.kind,
      amount: t.amount,
      meta: t.meta,
      createdAt: t.createdAt,
      at: micros(t.createdAt),
      reversedBy: reversal.id,
    })
    .from(t)
    .leftJoin(reversal, eq(reversal.reversesTransferId, t.id))
    .where(and(or(...directions), isNull(t.reversesTransferId), notLike(t.idempotencyKey, HOLD_POSTING)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}
export type HistoryTransfer = Awaited<ReturnType<typeof recentTransfers>>[number];

/** The account's holds of one kind (e.g. withdrawals), newest first. */
export async function recentHolds(ex: Executor, accountId: string, kind: string, limit: number) {
  return ex
    .select({
      id: ledgerHolds.id,
      amount: ledgerHolds.amount,
      status: ledgerHolds.status,
      createdAt: ledgerHolds.createdAt,
      at: micros(ledgerHolds.createdAt),
    })
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.accountId, accountId), eq(ledgerHolds.kind, kind)))
    .orderBy(desc(ledgerHolds.createdAt), desc(ledgerHolds.id))
    .limit(limit);
}
export type HistoryHold = Awaited<ReturnType<typeof recentHolds>>[number];
