import type { StaffRole } from '@chokdee/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { ADMIN_KEY } from '../../../test/test-app';

let seq = 0;
/** A username no other test of the file uses. */
export const uniqueStaffName = (prefix = 'staff') => `${prefix}${Date.now().toString(36)}${seq++}`;
export const STAFF_PASSWORD = 'Staff-Secret-Pw-2026';

/** The code an authenticator app shows for `secret`, `stepsAhead` steps of 30 s from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret, digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** The staff session cookie's value in a response, if it sets one. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'chokdee_staff')?.value;
}

export interface SignedInStaff {
  id: string;
  username: string;
  role: StaffRole;
  secret: string;
  cookie: string;
  csrfToken: string;
  /** Headers of a staff call: the cookie, and the CSRF token for state changes. */
  headers: Record<string, string>;
}

/** Creates a staff account with the operator key and signs it in, enrolling TOTP on the way. */
export async function signInNewStaff(app: FastifyInstance, role: StaffRole): Promise<SignedInStaff> {
  const username = uniqueStaffName(role);
  const created = await app.inject({
    method: 'POST',
    url: '/admin/v1/staff',
    headers: { 'x-admin-key': ADMIN_KEY },
    payload: { username, password: STAFF_PASSWORD, role },
  });
  if (created.statusCode !== 200) throw new Error(`create staff: ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/admin/v1/auth/login',
    payload: { username, password: STAFF_PASSWORD },
  });
  const { ticket, enrol } = login.json().data as { ticket: string; enrol: { secret: string } };
  const totp = await app.inject({
    method: 'POST',
    url: '/admin/v1/auth/totp',
    payload: { ticket, code: totpCode(enrol.secret) },
  });
  if (totp.statusCode !== 200) throw new Error(`totp: ${totp.body}`);
  const cookie = sessionCookieOf(totp)!;
  const csrfToken = totp.json().data.csrfToken as string;
  return {
    id: created.json().data.id,
    username,
    role,
    secret: enrol.secret,
    cookie,
    csrfToken,
    headers: { cookie: `chokdee_staff=${cookie}`, 'x-csrf-token': csrfToken },
  };
}
