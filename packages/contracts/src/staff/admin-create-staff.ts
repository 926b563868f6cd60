import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';

export const STAFF_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export const staffRole = z.enum(STAFF_ROLES, { error: TH.staffRoleInvalid });
export type StaffRole = z.infer<typeof staffRole>;

/** Stricter than a member's 6 to 15: a staff account reaches every member's money. */
export const staffPassword = z
  .string({ error: TH.fillAll })
  .min(1, { error: TH.fillAll })
  .min(12, { error: TH.staffPasswordTooShort })
  .max(128, { error: TH.staffPasswordTooLong });

export const staffUsername = z
  .string({ error: TH.fillAll })
  .regex(/^[A-Za-z0-9._-]{3,32}$/, { error: TH.staffUsernameFormat });

/** The username is the first password anyone tries: never the password, nor part of it, in any case. */
const passwordHoldsUsername = (password: string, username: string) =>
  password.toLowerCase().includes(username.toLowerCase());

export const adminCreateStaffBody = z
  .object({ username: staffUsername, password: staffPassword, role: staffRole })
  .strict()
  .refine((b) => !passwordHoldsUsername(b.password, b.username), {
    error: TH.staffPasswordHasUsername,
    path: ['password'],
  });
export type AdminCreateStaffBody = z.output<typeof adminCreateStaffBody>;

/** A staff account as answered: never its password hash or TOTP secret. */
export const staffAccount = z.object({ id: z.string(), username: z.string(), role: staffRole });
export type StaffAccount = z.infer<typeof staffAccount>;

export const adminCreateStaff = defineCall({
  method: 'POST',
  path: '/admin/v1/staff',
  summary:
    'Operator: add a back-office staff account (`owner`, `finance`, `support` or `marketing`). Usernames ' +
    'are unique whatever their case (409 otherwise); passwords 12 to 128 characters, never holding the ' +
    'username. Recorded in the audit log',
  body: adminCreateStaffBody,
  response: okEnvelope(staffAccount),
});
