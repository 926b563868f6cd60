import type { AdminUpdateStaffBody, StaffListItem, StaffRole } from '@chokdee/contracts';
import type { Db, Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { audit, type AuditWho } from './audit';
import {
  listStaff,
  lockEnabledOwners,
  lockStaff,
  revokeStaffSessions,
  type StaffRow,
  updateStaff,
} from './repo';

const view = (r: StaffRow): StaffListItem => ({
  ...r,
  role: r.role as StaffRole,
  createdAt: r.createdAt.toISOString(),
  lastSeenAt: r.lastSeenAt ? r.lastSeenAt.toISOString() : null,
});

/** The owner's staff page: list, role changes, disable/enable, lifting a TOTP lock, 2FA reset; each audited. */
export function createStaffManagement(db: Db) {
  /** Locks the account, or 404. */
  async function locked(tx: Tx, id: string) {
    const row = await lockStaff(tx, id);
    if (!row) throw fail('NOT_FOUND', 'notFound');
    return row;
  }

  return {
    async list(): Promise<StaffListItem[]> {
      return (await listStaff(db)).map(view);
    },

    async update(id: string, body: AdminUpdateStaffBody, who: AuditWho): Promise<StaffListItem> {
      return db.transaction(async (tx) => {
        // Owners first, then the account (one order for every caller): no deadlock between two changes.
        const owners = await lockEnabledOwners(tx);
        const before = await locked(tx, id);
        const { unlockTotp, ...change } = body;
        const after = { ...before, ...change, ...(unlockTotp && { totpLocked: false }) };
        const staysOwner = after.role === 'owner' && !after.disabled;
        if (owners.includes(id) && !staysOwner && owners.length === 1)
          throw fail('CONFLICT', 'staffLastOwner');
        await updateStaff(tx, id, { ...change, ...(unlockTotp && { totpFailures: 0, totpNextTryAt: null }) });
        if (body.disabled) await revokeStaffSessions(tx, id);
        const audited = (r: StaffRow) => ({ role: r.role, disabled: r.disabled, totpLocked: r.totpLocked });
        await audit(tx, {
          ...who,
          action: 'staff.update',
          target: `staff:${id}`,
          before: audited(before),
          after: audited(after),
        });
        return view(after);
      });
    },

    async resetTotp(id: string, who: AuditWho): Promise<StaffListItem> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        // A new phone starts with no wrong codes: a lock from the lost one goes with it.
        await updateStaff(tx, id, {
          totpSecret: null,
          totpLastStep: null,
          totpFailures: 0,
          totpNextTryAt: null,
        });
        await revokeStaffSessions(tx, id);
        await audit(tx, {
          ...who,
          action: 'staff.reset-totp',
          target: `staff:${id}`,
          before: { totpEnrolled: before.totpEnrolled, totpLocked: before.totpLocked },
          after: { totpEnrolled: false, totpLocked: false },
        });
        return view({ ...before, totpEnrolled: false, totpLocked: false });
      });
    },
  };
}
