import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { isoDate } from '../common/fields';
import { TH } from '../messages';
import { staffRole } from './admin-create-staff';

export const staffParams = z.object({ id: z.uuid() });

/** A staff account as the owner's staff page lists it: never its hash or TOTP secret. */
export const staffListItem = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  /** Whether TOTP is enrolled (false after a reset, until the next sign-in enrols it again). */
  totpEnrolled: z.boolean(),
  /** Locked by wrong TOTP codes (10 in a row); the owner lifts it with `unlockTotp`. */
  totpLocked: z.boolean(),
  createdAt: isoDate,
  /** The last call of any of the account's sessions. */
  lastSeenAt: isoDate.nullable(),
});
export type StaffListItem = z.infer<typeof staffListItem>;

export const adminListStaff = defineCall({
  method: 'GET',
  path: '/admin/v1/staff',
  summary: 'Owner: every staff account, by username',
  response: okEnvelope(z.array(staffListItem)),
});

export const adminUpdateStaffBody = z
  .object({
    role: staffRole.optional(),
    disabled: z.boolean({ error: TH.fillAll }).optional(),
    /** Lifts a lock by wrong TOTP codes (the wrong codes counted so far are forgotten). */
    unlockTotp: z.literal(true, { error: TH.invalidRequest }).optional(),
  })
  .strict()
  .refine((b) => b.role !== undefined || b.disabled !== undefined || b.unlockTotp !== undefined, {
    error: TH.fillAll,
  });
export type AdminUpdateStaffBody = z.output<typeof adminUpdateStaffBody>;

export const adminUpdateStaff = defineCall({
  method: 'PATCH',
  path: '/admin/v1/staff/:id',
  summary:
    'Owner: change a role, disable/enable an account, or lift its lock by wrong TOTP codes ' +
    '(`unlockTotp: true`). Disabling ends its sessions at once. The last enabled owner can be neither ' +
    'disabled nor given another role. Recorded in the audit log',
  body: adminUpdateStaffBody,
  response: okEnvelope(staffListItem),
});

export const adminResetStaffTotp = defineCall({
  method: 'POST',
  path: '/admin/v1/staff/:id/reset-totp',
  summary:
    'Owner: reset 2FA (a lost phone). Ends the account’s sessions; its next sign-in enrols a new secret. ' +
    'Recorded in the audit log',
  response: okEnvelope(staffListItem),
});
