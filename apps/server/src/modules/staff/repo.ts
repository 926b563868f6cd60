import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { auditEntries, staffAccounts, staffSessions } from '../../db/schema';
import type { Executor } from '../../db/types';
import { TOTP_LOCK_AT } from './totp-guard';

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

/** The last call of any of the account's sessions (qualified by hand: drizzle writes a bare "id" here). */
const lastSeen = sql<Date | null>`(select max(s.last_seen_at) from staff_sessions s
  where s.staff_id = "staff_accounts"."id")`;
const listColumns = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  role: staffAccounts.role,
  disabled: staffAccounts.disabled,
  totpEnrolled: sql<boolean>`${staffAccounts.totpSecret} is not null`,
  totpLocked: sql<boolean>`${staffAccounts.totpFailures} >= ${TOTP_LOCK_AT}`,
  createdAt: staffAccounts.createdAt,
  lastSeenAt: lastSeen.mapWith(staffAccounts.createdAt),
};
export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export function listStaff(ex: Executor) {
  return ex
    .select(listColumns)
    .from(staffAccounts)
    .orderBy(sql`lower(${staffAccounts.username})`);
}

/** One account, locked for the change the caller is about to make. */
export async function lockStaff(ex: Executor, id: string) {
  const [row] = await ex
    .select(listColumns)
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .for('update');
  return row;
}

/**
 * Locks every enabled owner and answers their ids: two owners demoting or disabling each other at once take
 * turns, so the second sees the first's change and the last owner always stays.
 */
export async function lockEnabledOwners(ex: Executor): Promise<string[]> {
  const rows = await ex
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.disabled, false)))
    .orderBy(staffAccounts.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateStaff(
  ex: Executor,
  id: string,
  set: Partial<
    Pick<
      typeof staffAccounts.$inferInsert,
      'role' | 'disabled' | 'totpSecret' | 'totpLastStep' | 'totpFailures' | 'totpNextTryAt'
    >
  >,
) {
  await ex.update(staffAccounts).set(set).where(eq(staffAccounts.id, id));
}

/** Ends every live session of an account (disabled, 2FA reset). */
export async function revokeStaffSessions(ex: Executor, staffId: string) {
  await ex
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
