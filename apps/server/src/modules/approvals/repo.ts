import { and, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { approvalRequests, staffAccounts } from '../../db/schema';
import type { Executor } from '../../db/types';

export type ApprovalRow = typeof approvalRequests.$inferSelect;
export type NewApproval = typeof approvalRequests.$inferInsert;

/** Undefined when a request for the same subject is already pending (the partial unique index). */
export async function insertApproval(ex: Executor, row: NewApproval): Promise<ApprovalRow | undefined> {
  const [inserted] = await ex.insert(approvalRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Serialises one maker's paying actions until the transaction ends, so two at once cannot both fit in
 * what the maker may still do alone (as adjustments/repo.ts `lockMaker`, on its own key).
 */
export async function lockMaker(ex: Executor, actor: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`approvals:${actor}`}, 0))`);
}

/** Satang of the actor's actions done alone in the last `hours` (database clock). */
export async function aloneWithin(ex: Executor, actor: string, hours: number): Promise<bigint> {
  return sumValue(ex, [
    eq(approvalRequests.requestedBy, actor),
    eq(approvalRequests.status, 'alone'),
    gt(approvalRequests.createdAt, sql`now() - make_interval(hours => ${hours})`),
  ]);
}

/** Satang of requests the actor approved in the last `hours` (database clock). */
export async function approvedWithin(ex: Executor, actor: string, hours: number): Promise<bigint> {
  return sumValue(ex, [
    eq(approvalRequests.decidedBy, actor),
    eq(approvalRequests.status, 'approved'),
    gt(approvalRequests.decidedAt, sql`now() - make_interval(hours => ${hours})`),
  ]);
}

async function sumValue(ex: Executor, conditions: SQL[]): Promise<bigint> {
  const [row] = await ex
    .select({ sum: sql<string>`coalesce(sum(${approvalRequests.value}), 0)::text` })
    .from(approvalRequests)
    .where(and(...conditions));
  return BigInt(row?.sum ?? 0);
}

/** The request, locked: parallel decisions of one queue here and see the first's outcome. */
export async function lockApproval(ex: Executor, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await ex.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  return row;
}

export async function decideApproval(
  ex: Executor,
  id: string,
  d: { status: 'approved' | 'rejected'; by: string; result?: string | null; note?: string | null },
): Promise<ApprovalRow> {
  const [row] = await ex
    .update(approvalRequests)
    .set({
      status: d.status,
      decidedBy: d.by,
      decidedAt: sql`now()`,
      result: d.result ?? null,
      note: d.note ?? null,
    })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')))
    .returning();
  return row!;
}

export async function setResult(ex: Executor, id: string, result: string | null) {
  await ex.update(approvalRequests).set({ result }).where(eq(approvalRequests.id, id));
}

const maker = alias(staffAccounts, 'maker');
const checker = alias(staffAccounts, 'checker');
const staffIdOf = (actor: SQL | typeof approvalRequests.requestedBy) =>
  sql`case when ${actor} like 'staff:%' then substr(${actor}, 7)::uuid end`;

/** One page, newest first, with the names of maker and checker; `onlyBy` limits it to one maker's. */
export async function listApprovals(
  ex: Executor,
  f: { statuses: string[]; onlyBy?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [inArray(approvalRequests.status, f.statuses)];
  if (f.onlyBy) conditions.push(eq(approvalRequests.requestedBy, f.onlyBy));
  const where = and(...conditions);
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const items = await ex
    .select({ request: approvalRequests, makerName: maker.username, checkerName: checker.username })
    .from(approvalRequests)
    .leftJoin(maker, eq(maker.id, staffIdOf(approvalRequests.requestedBy)))
    .leftJoin(checker, eq(checker.id, staffIdOf(sql`${approvalRequests.decidedBy}`)))
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await ex.select({ n: count() }).from(approvalRequests).where(where);
  return { total: total?.n ?? 0, items };
}

/**
 * Whether the actor made or approved an action of `kind` paying this member in the last `hours`
 * (database clock): such a person does not also decide the member's withdrawals (issue 23).
 */
export async function paidMemberWithin(
  ex: Executor,
  q: { actor: string; kind: string; memberId: string; hours: number },
): Promise<boolean> {
  const [row] = await ex
    .select({ n: count() })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.memberId, q.memberId),
        eq(approvalRequests.kind, q.kind),
        inArray(approvalRequests.status, ['alone', 'approved']),
        or(eq(approvalRequests.requestedBy, q.actor), eq(approvalRequests.decidedBy, q.actor)),
        gt(approvalRequests.createdAt, sql`now() - make_interval(hours => ${q.hours})`),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Usernames of the staff among `actors` ('staff:<id>'), by actor. */
export async function staffNames(ex: Executor, actors: (string | null)[]): Promise<Map<string, string>> {
  const ids = actors.filter((a): a is string => !!a?.startsWith('staff:')).map((a) => a.slice(6));
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: staffAccounts.id, username: staffAccounts.username })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, ids));
  return new Map(rows.map((r) => [`staff:${r.id}`, r.username]));
}
