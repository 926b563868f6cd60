import { and, count, desc, eq, sql } from 'drizzle-orm';
import { bankStatements, members } from '../../db/schema';
import type { Executor } from '../../db/types';

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
