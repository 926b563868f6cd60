import type { AdminCreateStaffBody, AdminListAuditQuery, AuditEntry, StaffAccount } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from '../../lib/password';
import { audit, type AuditWho } from './audit';
import { insertStaff, listAuditEntries } from './repo';

/** Staff accounts and the audit log (docs/decisions/072-audit-log.md). */
export function createStaffService(db: Db) {
  return {
    async create(body: AdminCreateStaffBody, who: AuditWho): Promise<StaffAccount> {
      // Hashed before the transaction opens: ~20 ms of CPU holds no connection.
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await insertStaff(tx, { username: body.username, passwordHash, role: body.role });
          const account = { id: row.id, username: row.username, role: row.role as StaffAccount['role'] };
          await audit(tx, { ...who, action: 'staff.create', target: `staff:${row.id}`, after: account });
          return account;
        });
      } catch (err) {
        // The unique index decides, so parallel creates of one name cannot both pass.
        if (uniqueViolation(err) === 'staff_accounts_username_key')
          throw fail('CONFLICT', 'staffUsernameTaken');
        throw err;
      }
    },

    async auditLog(q: AdminListAuditQuery): Promise<{ total: number; items: AuditEntry[] }> {
      const filter = {
        actor: q.actor,
        action: q.action,
        target: q.target,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
      };
      const { total, items } = await listAuditEntries(db, filter, q.page, q.pageSize);
      return {
        total,
        items: items.map((e) => ({
          ...e,
          at: e.at.toISOString(),
          before: e.before as AuditEntry['before'],
          after: e.after as AuditEntry['after'],
        })),
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
