import { and, asc, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { auditEntries, gameRounds, memberBonuses, memberLogins, members, withdrawals } from '../../db/schema';
import type { Executor } from '../../db/types';
import { recentDepositsOf } from '../ledger';

/**
 * Reads of the withdrawal queue (issue 12 screen 2): a page of rows in one statement, then one statement
 * per list the rows carry (recent deposits, recent withdrawals) for every member on the page at once.
 */

/** How long a failed payout stays in the queue (its money is back in the wallet; staff may follow up). */
export const FAILED_IN_QUEUE_DAYS = 7;
/** Failed sign-ins on the member's phone in the last 24 hours from which a row is flagged. */
export const MANY_FAILED_LOGINS = 5;
/** Movements of each kind a row shows. */
export const RECENT = 5;

const w = withdrawals;

/** The queue: pending withdrawals, and payouts that failed lately. */
const inQueue = or(
  eq(w.status, 'pending'),
  and(eq(w.status, 'failed'), gt(w.createdAt, sql`now() - make_interval(days => ${FAILED_IN_QUEUE_DAYS})`)),
)!;

const reference = sql`'withdrawal:' || ${w.id}::text`;
const sameAccount = (code: SQL | unknown, account: SQL | unknown) =>
  sql`(${code}, ${account}) = (${w.bankCode}, ${w.bankAccount})`;

/**
 * The turnover condition a row shows: the bonus this withdrawal ended, or (once a failure gave it back)
 * the one running again that was received before the request; settled bets between its start and end.
 */
const turnover = sql<{ need: string; done: string } | null>`(
  select json_build_object('need', b.need_turnover::text, 'done', (
    select coalesce(sum(g.turnover), 0) from ${gameRounds} g
    where g.status = 'settled' and g.member_id = b.member_id and g.settled_at >= b.received_at
      and (b.ended_at is null or g.settled_at <= b.ended_at))::text)
  from ${memberBonuses} b
  where b.member_id = ${w.memberId}
    and (b.ended_by = ${reference} or (b.status = 'active' and b.received_at <= ${w.createdAt}))
  order by b.ended_by = ${reference} desc nulls last
  limit 1)`;

const flagColumns = {
  paidBefore: sql<boolean>`exists (select 1 from ${withdrawals} p
    where p.member_id = ${w.memberId} and p.id <> ${w.id} and p.status in ('paying', 'paid'))`,
  // The previous withdrawal went elsewhere, the bound account is another now, or staff changed it lately.
  bankChanged: sql<boolean>`(
    coalesce((select not ${sameAccount(sql`p.bank_code`, sql`p.bank_account`)} from ${withdrawals} p
      where p.member_id = ${w.memberId} and p.created_at < ${w.createdAt}
      order by p.created_at desc limit 1), false)
    or not ${sameAccount(members.bankCode, members.bankAccount)}
    or exists (select 1 from ${auditEntries} a
      where a.target = 'member:' || ${w.memberId}::text and a.action = 'members.bank'
        and a.at > ${w.createdAt} - interval '30 days'))`,
  failedLogins: sql<number>`(select count(*) from ${memberLogins} l
    where l.member_id = ${w.memberId} and l.outcome = 'bad-password'
      and l.at > now() - interval '24 hours')::int`.mapWith(Number),
};

export async function queuePage(
  ex: Executor,
  opts: { status?: 'pending' | 'failed'; page: number; pageSize: number },
) {
  const where = opts.status ? and(inQueue, eq(w.status, opts.status)) : inQueue;
  const items = await ex
    .select({
      withdrawal: {
        id: w.id,
        memberId: w.memberId,
        status: w.status,
        amount: w.amount,
        createdAt: w.createdAt,
        reason: w.reason,
        reviewReason: w.reviewReason,
        bankCode: w.bankCode,
        bankAccount: w.bankAccount,
        accountName: w.accountName,
      },
      phoneNumber: members.phoneNumber,
      name: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
      turnover,
      ...flagColumns,
    })
    .from(w)
    .innerJoin(members, eq(members.id, w.memberId))
    .where(where)
    .orderBy(asc(w.createdAt), asc(w.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [total] = await ex.select({ n: count() }).from(w).where(where);
  return { total: total?.n ?? 0, items };
}
export type QueueRow = Awaited<ReturnType<typeof queuePage>>['items'][number];

/** The members' last RECENT deposits into the playable wallet (not reversed), newest first. */
export const recentDeposits = (ex: Executor, memberIds: string[]) => recentDepositsOf(ex, memberIds, RECENT);

/** The members' last RECENT + 1 withdrawals, newest first (a row leaves itself out of its list). */
export async function recentWithdrawals(ex: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  const res = await ex.execute(sql`
    select m.id::text as member_id, r.id::text as id, r.amount::text as amount, r.status, r.created_at as at
    from unnest(array[${sql.join(memberIds, sql`, `)}]::uuid[]) as m(id)
    cross join lateral (
      select ${w.id} as id, ${w.amount} as amount, ${w.status} as status, ${w.createdAt} as created_at
      from ${w} where ${w.memberId} = m.id
      order by ${w.createdAt} desc limit ${RECENT + 1}) r
    order by m.id, r.created_at desc`);
  type Row = { member_id: string; id: string; amount: string; status: string; at: Date | string };
  return rowsOf<Row>(res).map((r) => ({
    memberId: r.member_id,
    id: r.id,
    amount: BigInt(r.amount),
    status: r.status,
    at: new Date(r.at),
  }));
}

/** node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The queue's version: its counts and a fingerprint of which withdrawals are in it in which status, so
 * any arrival, departure or change of status moves it. One indexed read (withdrawals_status_idx) of the
 * queue's rows, whatever the number of listeners.
 */
export async function queueVersion(ex: Executor) {
  const [row] = await ex
    .select({
      pending: sql<number>`count(*) filter (where ${w.status} = 'pending')::int`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${w.status} = 'failed')::int`.mapWith(Number),
      print: sql<string>`coalesce(sum(hashtext(${w.id}::text || ${w.status})::bigint), 0)::text`,
    })
    .from(w)
    .where(inQueue);
  const { pending = 0, failed = 0, print = '0' } = row ?? {};
  return { version: `${pending}.${failed}.${print}`, pending, failed };
}
