import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditEntries, staffAccounts } from '../../db/schema';
import type { Executor } from '../../db/types';

export type NewStaff = Pick<typeof staffAccounts.$inferInsert, 'username' | 'passwordHash' | 'role'>;
export type NewAuditEntry = Omit<typeof auditEntries.$inferInsert, 'id' | 'at'>;

/** Fails with a unique violation on `staff_accounts_username_key` when the name is taken in any case. */
export async function insertStaff(ex: Executor, values: NewStaff) {
  const [row] = await ex
    .insert(staffAccounts)
    .values(values)
    .returning({ id: staffAccounts.id, username: staffAccounts.username, role: staffAccounts.role });
  return row!;
}

export async function insertAuditEntry(ex: Executor, entry: NewAuditEntry): Promise<void> {
  await ex.insert(auditEntries).values(entry);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

/** One page of the audit log, newest first (id breaks ties within one instant). */
export async function listAuditEntries(ex: Executor, f: AuditFilter, page: number, pageSize: number) {
  const a = auditEntries;
  const conditions: SQL[] = [];
  if (f.actor !== undefined) conditions.push(eq(a.actor, f.actor));
  if (f.action !== undefined) conditions.push(eq(a.action, f.action));
  if (f.target !== undefined) conditions.push(eq(a.target, f.target));
  if (f.from) conditions.push(gte(a.at, f.from));
  if (f.to) conditions.push(lt(a.at, f.to));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    ex
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ex.select({ n: count() }).from(a).where(where),
  ]);
  return { total: total!.n, items };
}
