import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { bankStatements, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { bonusStateColumns, readBonusState, type BonusStateRow } from '../promotions/bonus-state';

export type StatementRow = typeof bankStatements.$inferSelect;
export type NewStatement = typeof bankStatements.$inferInsert;
export type StatementStatus = 'unmatched' | 'credited' | 'rejected';
export type CreditVia = 'feed' | 'slip' | 'operator';

export async function findStatementByRef(ex: Executor, ref: string): Promise<StatementRow | undefined> {
  const [row] = await ex.select().from(bankStatements).where(eq(bankStatements.ref, ref));
  return row;
}

/**
 * Stores a statement unless its ref is known; undefined when it was (a replay). Under parallel
 * replays the unique index makes the later inserts wait for the first and then do nothing.
 */
export async function insertStatement(ex: Executor, row: NewStatement): Promise<StatementRow | undefined> {
  const [inserted] = await ex.insert(bankStatements).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A transfer the bank feed reported on one of the site's channels. */
export interface FeedStatement {
  ref: string;
  channelId: string;
  toAccount: string;
  /** Satang. */
  amount: bigint;
  transferredAt: Date;
  fromBankCode: string;
  fromAccount: string;
  fromName: string | null;
}

/**
 * Stores a feed transfer to one of our channels in one statement (one round trip): credited to
 * `sender` (an SQL expression, the matched member id or null: sender-repo) or else unmatched, and
 * answers the matched member with their promotion state, which the credit needs next. Undefined when
 * the ref was stored before (a replay; under parallel replays the unique index makes the later
 * inserts wait for the first and then do nothing).
 */
export async function storeFeedStatement(ex: Executor, s: FeedStatement, sender: SQL) {
  const result = await ex.execute(sql`
    with sender as (select ${sender} as member_id),
    stored as (
      insert into bank_statements (ref, source, channel_id, to_account, amount, transferred_at,
        from_bank_code, from_account, from_name, status, member_id, credited_via, credited_at)
      select ${s.ref}::text, 'feed', ${s.channelId}::uuid, ${s.toAccount}::text, ${s.amount}::bigint,
        ${s.transferredAt.toISOString()}::timestamptz, ${s.fromBankCode}::text, ${s.fromAccount}::text,
        ${s.fromName}::text, case when member_id is null then 'unmatched' else 'credited' end, member_id,
        case when member_id is null then null else 'feed' end,
        case when member_id is null then null else now() end
      from sender
      on conflict (ref) do nothing
      returning member_id
    )
    select member_id::text, ${bonusStateColumns(sql`stored.member_id`)} from stored`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = (result as unknown as { rows: (BonusStateRow & { member_id: string | null })[] }).rows;
  if (!row) return undefined;
  return row.member_id === null
    ? { memberId: null }
    : { memberId: row.member_id, bonusState: readBonusState(row) };
}

/** Locks the statement row: a parallel slip or assignment of the same ref waits, then sees the outcome. */
export async function lockStatement(ex: Executor, ref: string): Promise<StatementRow | undefined> {
  const [row] = await ex.select().from(bankStatements).where(eq(bankStatements.ref, ref)).for('update');
  return row;
}

/** Marks an unmatched statement credited to `memberId`; undefined when it was not unmatched. */
export async function markCredited(ex: Executor, id: string, memberId: string, via: CreditVia) {
  const [row] = await ex
    .update(bankStatements)
    .set({ status: 'credited', memberId, creditedVia: via, creditedAt: sql`now()` })
    .where(and(eq(bankStatements.id, id), eq(bankStatements.status, 'unmatched')))
    .returning();
  return row;
}

export async function listStatements(
  ex: Executor,
  opts: { status?: StatementStatus; page: number; pageSize: number },
) {
  const where = opts.status ? eq(bankStatements.status, opts.status) : undefined;
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const items = await ex
    .select({ statement: bankStatements, memberPhone: members.phoneNumber })
    .from(bankStatements)
    .leftJoin(members, eq(members.id, bankStatements.memberId))
    .where(where)
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [total] = await ex.select({ n: count() }).from(bankStatements).where(where);
  return { total: total?.n ?? 0, items };
}
