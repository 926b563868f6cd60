import { and, desc, eq, inArray, isNotNull, isNull, notLike, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerHolds, ledgerTransfers, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * The ledger's reads for the member's history (modules/history): transfers, holds, their releases and play
 * per day. Each stops at `limit` rows: the history merges them and keeps the newest.
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
  /** Kinds shown inside another row (a deposit's bonus): listed only as their corrections. */
  folded?: string[];
}

/** `column in (kinds)`; false for no kinds (an empty `and` term would match everything). */
const anyOf = (column: AnyColumn, kinds: string[]) => (kinds.length ? inArray(column, kinds) : sql`false`);

/**
 * Transfers into or out of the account of the given kinds, newest first, and the corrections (reversals) of
 * those, each a row of its own. A deposit carries the bonus paid with it and that promotion's title.
 */
export async function recentTransfers(ex: Executor, accountId: string, kinds: TransferKinds, limit: number) {
  const t = ledgerTransfers;
  const reversal = alias(ledgerTransfers, 'reversal');
  const bonus = alias(ledgerTransfers, 'bonus');
  const into = eq(t.toAccountId, accountId);
  const outOf = eq(t.fromAccountId, accountId);
  const originals = and(
    isNull(t.reversesTransferId),
    or(and(into, anyOf(t.kind, kinds.incoming)), and(outOf, anyOf(t.kind, kinds.outgoing))),
  );
  // A correction moves the other way, with the kind of the transfer it undoes.
  const corrections = and(
    isNotNull(t.reversesTransferId),
    or(
      and(outOf, anyOf(t.kind, [...kinds.incoming, ...(kinds.folded ?? [])])),
      and(into, anyOf(t.kind, kinds.outgoing)),
    ),
  );
  return (
    ex
      .select({
        id: t.id,
        kind: t.kind,
        amount: t.amount,
        meta: t.meta,
        createdAt: t.createdAt,
        at: micros(t.createdAt),
        incoming: sql<boolean>`${t.toAccountId} = ${accountId}`,
        correction: sql<boolean>`${t.reversesTransferId} is not null`,
        reversedBy: reversal.id,
        bonusAmount: bonus.amount,
        bonusTitle: promotions.title,
      })
      .from(t)
      .leftJoin(reversal, eq(reversal.reversesTransferId, t.id))
      // The deposit's bonus (promotions/grant-bonus.ts): kind `bonus`, same reference, into the same account.
      .leftJoin(
        bonus,
        and(
          eq(t.kind, 'deposit'),
          isNull(t.reversesTransferId),
          eq(bonus.toAccountId, t.toAccountId),
          eq(bonus.kind, 'bonus'),
          eq(bonus.reference, t.reference),
          isNull(bonus.reversesTransferId),
        ),
      )
      .leftJoin(promotions, sql`${promotions.id}::text = ${bonus.meta} ->> 'promotionId'`)
      .where(and(or(originals, corrections), notLike(t.idempotencyKey, HOLD_POSTING)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit)
  );
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

/**
 * The account's voided holds of one kind, newest release first: each gave its money back when it was
 * voided (`resolved_at`), a row of its own beside the hold's.
 */
export async function recentReleases(ex: Executor, accountId: string, kind: string, limit: number) {
  return ex
    .select({
      id: ledgerHolds.id,
      amount: ledgerHolds.amount,
      releasedAt: ledgerHolds.resolvedAt,
      at: micros(ledgerHolds.resolvedAt),
    })
    .from(ledgerHolds)
    .where(
      and(
        eq(ledgerHolds.accountId, accountId),
        eq(ledgerHolds.kind, kind),
        eq(ledgerHolds.status, 'voided'),
        isNotNull(ledgerHolds.resolvedAt),
      ),
    )
    .orderBy(desc(ledgerHolds.resolvedAt), desc(ledgerHolds.id))
    .limit(limit);
}
export type HistoryRelease = Awaited<ReturnType<typeof recentReleases>>[number];

/**
 * Game play's net on the account per day (Bangkok), newest day first: every movement of `kinds` either way,
 * corrections included. `at`: the day's last movement, microseconds.
 */
export async function recentPlayDays(ex: Executor, accountId: string, kinds: string[], limit: number) {
  const t = ledgerTransfers;
  const day = sql<string>`((${t.createdAt} at time zone 'Asia/Bangkok')::date)::text`;
  return ex
    .select({
      day,
      net: sql<string>`sum(case when ${t.toAccountId} = ${accountId} then ${t.amount} else -${t.amount} end)::text`,
      at: sql<string>`(extract(epoch from max(${t.createdAt})) * 1000000)::bigint::text`,
    })
    .from(t)
    .where(and(or(eq(t.toAccountId, accountId), eq(t.fromAccountId, accountId)), anyOf(t.kind, kinds)))
    .groupBy(day)
    .orderBy(desc(day))
    .limit(limit);
}
export type HistoryPlayDay = Awaited<ReturnType<typeof recentPlayDays>>[number];
