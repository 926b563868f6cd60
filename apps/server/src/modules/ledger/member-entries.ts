import { count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { gameRounds, ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';

/** The ledger's reads for the back office's member page (modules/members/page-repo.ts). */

/** SQL counting the entries of all the member's wallets, for a column of the member page's head statement. */
export const memberEntryCountSql = (memberId: SQLWrapper | string) =>
  sql`select count(*) from ${ledgerEntries}
        join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
        where ${ledgerAccounts.memberId} = ${memberId}`;

/** Ledger entries of all the member's wallets, newest first: one statement for the rows, one for the count. */
export async function memberEntriesPage(ex: Executor, memberId: string, limit: number, offset: number) {
  const e = ledgerEntries;
  const a = ledgerAccounts;
  const t = ledgerTransfers;
  const ofMember = eq(a.memberId, memberId);
  const [items, [total]] = await Promise.all([
    ex
      .select({
        id: e.id,
        at: e.createdAt,
        wallet: a.name,
        asset: a.asset,
        amount: e.amount,
        balanceAfter: e.balanceAfter,
        kind: t.kind,
        reference: t.reference,
        counterparty: sql<string>`case when ${t.toAccountId} = ${e.accountId}
          then ${t.fromAccountId} else ${t.toAccountId} end`,
        // The code the partner sent with a bet or win; a refund's from its round (as the reports' gamesByProvider).
        gameCode: sql<string | null>`coalesce(${t.meta}->>'gameCode', (
          select ${gameRounds.gameCode} from ${gameRounds} where ${gameRounds.id} =
            case when ${t.reference} like 'game-round:%' then substr(${t.reference}, 12)::uuid end))`,
        reverses: t.reversesTransferId,
      })
      .from(e)
      .innerJoin(a, eq(a.id, e.accountId))
      .innerJoin(t, eq(t.id, e.transferId))
      .where(ofMember)
      .orderBy(desc(e.id))
      .limit(limit)
      .offset(offset),
    ex.select({ n: count() }).from(e).innerJoin(a, eq(a.id, e.accountId)).where(ofMember),
  ]);
  return { total: total?.n ?? 0, items };
}
