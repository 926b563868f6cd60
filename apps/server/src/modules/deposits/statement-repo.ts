import { and, between, count, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bankStatements, members } from '../../db/schema';
import type { Executor } from '../../db/types';
import { hasLimitsColumn } from '../play-limits';
import { bonusStateColumns, readBonusState, type BonusStateRow } from '../promotions';

export type StatementRow = typeof bankStatements.$inferSelect;
export type NewStatement = typeof bankStatements.$inferInsert;
export type StatementStatus = 'unmatched' | 'credited' | 'rejected' | 'internal' | 'duplicate' | 'not_ours';
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
  /** How the amount missed the channel's limits, else null (credited all the same). */
  limitBreach?: string | null;
}

/**
 * Stores a feed transfer to one of our channels in one statement (one round trip): `internal` when
 * `fromSite` (an SQL boolean: the sender is one of our own channels), else credited to `sender` (an SQL
 * expression, the matched member id or null: sender-repo) or else unmatched, and
 * answers the matched member with their promotion state, which the credit needs next. Undefined when
 * the ref was stored before (a replay; under parallel replays the unique index makes the later
 * inserts wait for the first and then do nothing).
 */
export async function storeFeedStatement(ex: Executor, s: FeedStatement, sender: SQL, fromSite: SQL) {
  // The member is looked up only when the sender is not our own account (case evaluates lazily).
  const result = await ex.execute(sql`
    with own as (select ${fromSite} as internal),
    sender as (select internal, case when internal then null else ${sender} end as member_id from own),
    stored as (
      insert into bank_statements (ref, source, channel_id, to_account, amount, transferred_at,
        from_bank_code, from_account, from_name, limit_breach, status, member_id, credited_via, credited_at)
      select ${s.ref}::text, 'feed', ${s.channelId}::uuid, ${s.toAccount}::text, ${s.amount}::bigint,
        ${s.transferredAt.toISOString()}::timestamptz, ${s.fromBankCode}::text, ${s.fromAccount}::text,
        ${s.fromName}::text, ${s.limitBreach ?? null}::text,
        case when internal then 'internal' when member_id is null then 'unmatched' else 'credited' end, member_id,
        case when member_id is null then null else 'feed' end,
        case when member_id is null then null else now() end
      from sender
      on conflict (ref) do nothing
      returning member_id, status
    )
    select member_id::text, status, ${bonusStateColumns(sql`stored.member_id`)},
      ${hasLimitsColumn(sql`stored.member_id`)} from stored`);
  // node-postgres and PGlite both answer `{ rows }`.
  type Row = BonusStateRow & { member_id: string | null; status: StatementStatus; has_play_limits: boolean };
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return undefined;
  return row.member_id === null
    ? { memberId: null, internal: row.status === 'internal' }
    : {
        memberId: row.member_id,
        internal: false,
        bonusState: readBonusState(row),
        hasPlayLimits: row.has_play_limits,
      };
}

/** Locks the statement row: a parallel slip or assignment of the same ref waits, then sees the outcome. */
export async function lockStatement(ex: Executor, ref: string): Promise<StatementRow | undefined> {
  const [row] = await ex.select().from(bankStatements).where(eq(bankStatements.ref, ref)).for('update');
  return row;
}

export async function lockStatementById(ex: Executor, id: string): Promise<StatementRow | undefined> {
  const [row] = await ex.select().from(bankStatements).where(eq(bankStatements.id, id)).for('update');
  return row;
}

/**
 * One transfer is reported by the feed and by an outside slip verifier under different references (the
 * receiving and the sending bank's). Serialises every store of a transfer of this amount to this channel
 * until the caller's transaction ends, so a parallel feed report and slip cannot both miss each other.
 */
export async function lockTransfer(ex: Executor, channelId: string, amount: bigint) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${channelId}:${amount}`}, 0))`);
}

/**
 * Statements from the other `source` that could be the same transfer: same channel, same amount, within
 * `windowMs` of its time, not a duplicate themselves and not twinned yet; nearest in time first. The caller
 * compares the senders (masked differently by the two banks).
 */
export async function twinCandidates(
  ex: Executor,
  t: { ref: string; channelId: string; amount: bigint; transferredAt: Date },
  source: 'feed' | 'slip',
  windowMs: number,
) {
  const twin = alias(bankStatements, 'twin');
  const at = t.transferredAt.getTime();
  return ex
    .select()
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.channelId, t.channelId),
        eq(bankStatements.amount, t.amount),
        between(bankStatements.transferredAt, new Date(at - windowMs), new Date(at + windowMs)),
        eq(bankStatements.source, source),
        ne(bankStatements.ref, t.ref),
        ne(bankStatements.status, 'duplicate'),
        notExists(
          ex
            .select({ one: sql`1` })
            .from(twin)
            .where(eq(twin.sameAs, bankStatements.id)),
        ),
      ),
    )
    .orderBy(
      sql`abs(extract(epoch from ${bankStatements.transferredAt} - ${t.transferredAt.toISOString()}::timestamptz))`,
    )
    .limit(10);
}

/** Whether a deposit from this sender (bank and account as the feed showed it) was credited to the member. */
export async function creditedFromSender(
  ex: Executor,
  memberId: string,
  sender: { fromBankCode: string; fromAccount: string },
): Promise<boolean> {
  const [row] = await ex
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.memberId, memberId),
        eq(bankStatements.status, 'credited'),
        eq(bankStatements.fromBankCode, sender.fromBankCode),
        eq(bankStatements.fromAccount, sender.fromAccount),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks an unmatched statement credited to `memberId` (or a duplicate, when staff assign one deliberately:
 * `from`); undefined when it was in no such status.
 */
export async function markCredited(
  ex: Executor,
  id: string,
  memberId: string,
  via: CreditVia,
  from: readonly StatementStatus[] = ['unmatched'],
) {
  const [row] = await ex
    .update(bankStatements)
    .set({ status: 'credited', memberId, creditedVia: via, creditedAt: sql`now()` })
    .where(and(eq(bankStatements.id, id), inArray(bankStatements.status, [...from])))
    .returning();
  return row;
}

/** Marks a waiting (unmatched or duplicate) statement as no member's deposit; undefined when it was not waiting. */
export async function markNotOurs(ex: Executor, id: string, reason: string) {
  const [row] = await ex
    .update(bankStatements)
    .set({ status: 'not_ours', reason })
    .where(and(eq(bankStatements.id, id), inArray(bankStatements.status, ['unmatched', 'duplicate'])))
    .returning();
  return row;
}

export async function listStatements(
  ex: Executor,
  opts: { status?: StatementStatus; page: number; pageSize: number },
) {
  const where = opts.status ? eq(bankStatements.status, opts.status) : undefined;
  const twin = alias(bankStatements, 'twin');
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const items = await ex
    .select({ statement: bankStatements, memberPhone: members.phoneNumber, sameAsRef: twin.ref })
    .from(bankStatements)
    .leftJoin(members, eq(members.id, bankStatements.memberId))
    .leftJoin(twin, eq(twin.id, bankStatements.sameAs))
    .where(where)
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [total] = await ex.select({ n: count() }).from(bankStatements).where(where);
  return { total: total?.n ?? 0, items };
}

export interface CandidateRow {
  statement_id: string;
  member_id: string;
  phone_number: string;
  first_name: string;
  last_name: string;
  bank_account: string;
}

/**
 * Members who could have sent each waiting (unmatched or duplicate) statement of `ids`, in one statement for
 * the whole page: same bank, and an account equal to the sender's or fitting its mask (`x`, `X`, `*` → `_`,
 * exactly `matchesMasked` for the feed's alphabet). A sender showing fewer than `minDigits` digits names
 * nobody. Up to `perRow` members per statement, oldest account first.
 */
export async function waitingCandidates(
  ex: Executor,
  ids: readonly string[],
  opts: { minDigits: number; perRow: number },
): Promise<CandidateRow[]> {
  if (!ids.length) return [];
  const account = sql`regexp_replace(s.from_account, '[\s-]', '', 'g')`;
  const result = await ex.execute(sql`
    select s.id::text as statement_id, c.id::text as member_id, c.phone_number, c.first_name, c.last_name,
      c.bank_account
    from bank_statements s
    cross join lateral (
      select m.id, m.phone_number, m.first_name, m.last_name, m.bank_account
      from ${members} m
      where m.bank_code = s.from_bank_code and m.bank_account like translate(${account}, 'xX*', '___')
      order by m.created_at, m.id
      limit ${opts.perRow}
    ) c
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and s.status in ('unmatched', 'duplicate')
      and ${account} ~ '^[0-9xX*]+$'
      and length(regexp_replace(s.from_account, '[^0-9]', '', 'g')) >= ${opts.minDigits}`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: CandidateRow[] }).rows;
}
