import type { WithdrawalStatus } from '@chokdee/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { ledgerTransfers, members, withdrawals } from '../../db/schema';
import type { Executor } from '../../db/types';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Serialises one member's withdrawal requests until the transaction ends, so the rules (balance, bonus
 * cap, ending the bonus) are judged on what the previous request left. A lock of its own, taken before
 * any ledger lock, cannot join a lock cycle with deposits or bets, which never take it.
 */
export async function lockMemberWithdrawals(tx: Executor, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${memberId}`}, 0))`);
}

/** The member's standing and bound bank account: where the money goes. */
export async function findPayee(ex: Executor, memberId: string) {
  const [row] = await ex
    .select({
      locked: members.locked,
      bankCode: members.bankCode,
      bankAccount: members.bankAccount,
      accountName: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
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

export async function markResolved(
  tx: Executor,
  id: string,
  outcome: {
    status: 'paid' | 'failed' | 'rejected';
    payoutReference?: string | null;
    reason?: string | null;
  },
) {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...outcome, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
    .returning();
  return row!;
}

/** Payouts started at least `olderThanSec` ago and still unresolved, oldest first. */
export async function findStuckPayouts(ex: Executor, olderThanSec: number, limit = 100) {
  return ex
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'paying'),
        sql`${withdrawals.payingSince} <= now() - make_interval(secs => ${olderThanSec})`,
      ),
    )
    .orderBy(asc(withdrawals.payingSince))
    .limit(limit);
}

/** The operator's view: the withdrawal with the member's phone and the forfeited amount. */
const viewColumns = {
  withdrawal: withdrawals,
  phoneNumber: members.phoneNumber,
  forfeited: sql<bigint>`coalesce(${ledgerTransfers.amount}, 0)`.mapWith((v) => BigInt(v)),
};

function viewQuery(ex: Executor) {
  return ex
    .select(viewColumns)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, withdrawals.forfeitTransferId));
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
