import type { WithdrawalStatus } from '@chokdee/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { depositChannels, members, withdrawals } from '../../db/schema';
import { preparedEverywhere } from '../../db/prepared-everywhere';
import type { Executor } from '../../db/types';
import { PLAYABLE_WALLET, memberMoneySubqueries, standingAmountSql } from '../ledger';
import { activeBonusSubquery, linkedBonusLately, toActiveBonus } from '../promotions';
import { reviewColumns, toReview } from './rules-repo';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * What the withdrawal rules judge, in one prepared statement (one round trip): the member's standing
 * and bound bank account (where the money goes), the playable credit not reserved (the ledger's wallet
 * subquery) and the running bonus with its turnover (the promotions module's subquery, the same the
 * user info reads), whether a linked account's bonus may be in this money (docs/ABUSE.md 11), and the
 * auto-withdraw rules with the member's facts they judge (rules-repo.ts), built once per process. Undefined when there is no such member.
 */
const withdrawFactsStatement = preparedEverywhere('withdrawal_facts', (ex) => {
  const { wallets } = memberMoneySubqueries();
  const bonus = activeBonusSubquery();
  return ex
    .select({
      payee: {
        locked: members.locked,
        bankCode: members.bankCode,
        bankAccount: members.bankAccount,
        accountName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
        // The bound account is one of the site's receiving accounts (docs/ABUSE.md 6): no payout to it.
        isSiteAccount: sql<boolean>`exists (select 1 from ${depositChannels} where ${depositChannels.receivingNumber} = ${members.bankAccount})`,
      },
      available: wallets[PLAYABLE_WALLET],
      bonus: { ...bonus._.selectedFields },
      linkedBonus: linkedBonusLately(sql`${members.id}`),
      review: reviewColumns(sql`${members.id}`),
    })
    .from(members)
    .leftJoinLateral(wallets, sql`true`)
    .leftJoinLateral(bonus, sql`true`)
    .where(eq(members.id, sql.placeholder('memberId')));
});

export async function readWithdrawFacts(ex: Executor, memberId: string) {
  const [row] = await withdrawFactsStatement(ex, { memberId });
  if (!row) return undefined;
  return {
    payee: row.payee,
    available: row.available ?? 0n,
    bonus: toActiveBonus(row.bonus),
    linkedBonus: Boolean(row.linkedBonus),
    review: toReview(row.review),
  };
}

export async function insertWithdrawal(tx: Executor, row: PgInsertValue<typeof withdrawals>) {
  const [inserted] = await tx.insert(withdrawals).values(row).returning();
  return inserted!;
}

/** Row-locks a withdrawal: approvals, rejections and settlements of one withdrawal take turns here. */
export async function lockWithdrawal(tx: Executor, id: string) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function markPaying(tx: Executor, id: string) {
  const [row] = await tx
    .update(withdrawals)
    .set({ status: 'paying', payingSince: sql`now()`, updatedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/**
 * Resolves a withdrawal that is still in `from` (row-locking it): undefined when it no longer is, so a
 * payout settled meanwhile (a recovery run, a parallel retry) keeps its outcome.
 */
export async function markResolved(
  tx: Executor,
  id: string,
  from: 'pending' | 'paying',
  outcome: {
    status: 'paid' | 'failed' | 'rejected';
    payoutReference?: string | null;
    reason?: string | null;
  },
) {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...outcome, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

/**
 * A pending withdrawal the operator paid by hand at the bank (manual payouts): paid with the bank's
 * reference, straight from pending. Undefined when it is no longer pending.
 */
export async function markPaidByOperator(tx: Executor, id: string, reference: string) {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: 'paid',
      payoutReference: reference,
      payingSince: sql`now()`,
      resolvedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  return row;
}

export async function findWithdrawal(ex: Executor, id: string) {
  const [row] = await ex.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/**
 * Claims the oldest payout started at least `olderThanSec` ago, still unresolved and not claimed by a live
 * lease: one statement that skips rows another run is claiming (SKIP LOCKED) and leases the row until
 * `leaseSec` from now on the database's clock, so no other process resends it meanwhile. A run that dies
 * leaves the lease to expire and the payout to the next run.
 */
export async function claimStuckPayout(ex: Executor, olderThanSec: number, leaseSec: number) {
  const res = await ex.execute(sql`
    update withdrawals set payout_lease_until = now() + make_interval(secs => ${leaseSec})
    where id = (
      select id from withdrawals
      where status = 'paying'
        and paying_since <= now() - make_interval(secs => ${olderThanSec})
        and (payout_lease_until is null or payout_lease_until <= now())
      order by paying_since
      limit 1
      for update skip locked)
    returning id`);
  const id = (res as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  return id ? findWithdrawal(ex, id) : undefined;
}

/** Gives claimed payouts whose outcome is still unknown back to the next run (gateway down, timeout). */
export async function releasePayoutLeases(ex: Executor, ids: string[]) {
  if (ids.length === 0) return;
  await ex.update(withdrawals).set({ payoutLeaseUntil: null }).where(inArray(withdrawals.id, ids));
}

/** The operator's view: the withdrawal with the member's phone and the forfeited amount (0 once given back). */
const viewColumns = {
  withdrawal: withdrawals,
  phoneNumber: members.phoneNumber,
  forfeited: standingAmountSql(withdrawals.forfeitTransferId).mapWith((v) => BigInt(v)),
};

function viewQuery(ex: Executor) {
  return ex.select(viewColumns).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId));
}
export type WithdrawalViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export async function findWithdrawalView(ex: Executor, id: string) {
  const [row] = await viewQuery(ex).where(eq(withdrawals.id, id));
  return row;
}

/** Oldest first: the list is the operator's work queue. */
export async function listWithdrawals(
  ex: Executor,
  opts: { status?: WithdrawalStatus; page: number; pageSize: number },
) {
  const where = opts.status ? eq(withdrawals.status, opts.status) : undefined;
  const items = await viewQuery(ex)
    .where(where)
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [total] = await ex.select({ n: count() }).from(withdrawals).where(where);
  return { total: total?.n ?? 0, items };
}
