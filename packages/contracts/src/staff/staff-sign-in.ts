import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { staffAccount } from './admin-create-staff';
import { PERMISSIONS, type Permission } from './permissions';

/**
 * Staff sign in in two steps (issue 12): username and password give a short-lived ticket; the ticket and a
 * TOTP code give the session cookie. A staff member without TOTP enrols at the second step: the first answer
 * carries the new secret (base32, and as an otpauth URI for the QR code) and the first good code saves it.
 */
export const staffLoginBody = z
  .object({
    username: z.string({ error: TH.staffLoginFailed }).min(1, { error: TH.fillAll }).max(64),
    password: z.string({ error: TH.staffLoginFailed }).min(1, { error: TH.fillAll }).max(256),
  })
  .strict();
export type StaffLoginBody = z.output<typeof staffLoginBody>;

export const staffEnrolment = z.object({
  /** Base32, for people who type it into their authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
});

export const staffLoginAnswer = z.object({
  /** Opaque, single-use, valid for a few minutes: goes with the code to /admin/v1/auth/totp. */
  ticket: z.string(),
  /** Set when this account has no TOTP yet: the secret to enrol. */
  enrol: staffEnrolment.nullable(),
});
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswer>;

export const staffLogin = defineCall({
  method: 'POST',
  path: '/admin/v1/auth/login',
  summary:
    'Staff sign-in, step 1: username and password. Answers a ticket for step 2, and the TOTP secret to ' +
    'enrol when the account has none. Failed tries are limited per username and address',
  body: staffLoginBody,
  response: okEnvelope(staffLoginAnswer),
});

export const staffTotpBody = z
  .object({
    ticket: z.string({ error: TH.staffTicketExpired }).min(1).max(128),
    code: z.string({ error: TH.staffTotpInvalid }).regex(/^\d{6}$/, { error: TH.staffTotpInvalid }),
  })
  .strict();
export type StaffTotpBody = z.output<typeof staffTotpBody>;

const permission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

/** Who is signed in, what the role may do, and the CSRF token every state-changing call must echo. */
export const staffSession = z.object({
  staff: staffAccount,
  permissions: z.array(permission),
  /** Sent back as the `X-CSRF-Token` header on every POST, PUT, PATCH and DELETE. */
  csrfToken: z.string(),
  /** Minutes of inactivity after which the session ends. */
  idleMinutes: z.number().int(),
});
export type StaffSession = z.infer<typeof staffSession>;

export const staffTotp = defineCall({
  method: 'POST',
  path: '/admin/v1/auth/totp',
  summary:
    'Staff sign-in, step 2: the ticket and a 6-digit TOTP code. Sets the session cookie (httpOnly, ' +
    'SameSite=Strict, Secure behind TLS) and answers the CSRF token. Enrols the secret on first use',
  body: staffTotpBody,
  response: okEnvelope(staffSession),
});

export const staffMe = defineCall({
  method: 'GET',
  path: '/admin/v1/auth/me',
  summary: 'The signed-in staff member, their permissions and the CSRF token (401 when signed out)',
  response: okEnvelope(staffSession),
});

export const staffLogout = defineCall({
  method: 'POST',
  path: '/admin/v1/auth/logout',
  summary: 'Staff sign-out: the session is revoked on the server and the cookie cleared',
  response: z.object({ success: z.literal(1), message: z.string() }),
});
