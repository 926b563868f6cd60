import { PERMISSIONS, permissionsOf, TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { sessionCookieOf, signInNewStaff, STAFF_PASSWORD, totpCode, uniqueStaffName } from './test-kit';

/**
 * Staff sign-in with TOTP, sessions, CSRF (docs/decisions/070-staff-sign-in-totp.md,
 * docs/decisions/071-staff-sessions-csrf.md).
 */
const t = useTestApp({ env: { LOGIN_FAIL_LIMIT: '3' } });
const admin = { 'x-admin-key': ADMIN_KEY };

const createStaff = async (role = 'finance', username = uniqueStaffName(role)) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/staff',
    headers: admin,
    payload: { username, password: STAFF_PASSWORD, role },
  });
  return { id: res.json().data.id as string, username };
};
const login = (username: string, password = STAFF_PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/admin/v1/auth/login', headers, payload: { username, password } });
const code = (ticket: string, c: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/admin/v1/auth/totp', headers, payload: { ticket, code: c } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/admin/v1/auth/me', headers });
const auditOf = async (action: string, target: string) =>
  (
    (await t.database.db.execute(
      sql`select actor, ip, action, target, after from audit_entries where action = ${action} and target = ${target}`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

describe('staff sign-in', () => {
  it('enrols TOTP on the first sign-in: the secret as text and as an otpauth URI, then a session cookie', async () => {
    const { id, username } = await createStaff('owner');
    const first = await login(username);
    expect(first.statusCode).toBe(200);
    const { ticket, enrol } = first.json().data;
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(enrol.otpauthUri).toContain(encodeURIComponent(username));

    const wrong = await code(ticket, totpCode(enrol.secret) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: 0, message: TH.staffTotpInvalid });

    // A wrong code leaves the ticket for the next try.
    const right = await code(ticket, totpCode(enrol.secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({
      staff: { id, username, role: 'owner' },
      permissions: permissionsOf('owner'),
      csrfToken: expect.any(String),
      idleMinutes: 30,
    });
    const cookie = right.cookies.find((c) => c.name === 'chokdee_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeUndefined();

    const [row] = (
      (await t.database.db.execute(
        sql`select totp_secret from staff_accounts where id = ${id}`,
      )) as unknown as { rows: { totp_secret: string }[] }
    ).rows;
    expect(row!.totp_secret).toBe(enrol.secret);
    expect(await auditOf('staff.totp-enrol', `staff:${id}`)).toHaveLength(1);
    expect(await auditOf('staff.sign-in', `staff:${id}`)).toEqual([
      expect.objectContaining({ actor: `staff:${id}`, ip: '127.0.0.1' }),
    ]);

    // The ticket is spent.
    expect((await code(ticket, totpCode(enrol.secret, 1))).json()).toEqual({
      success: 0,
      message: TH.staffTicketExpired,
    });
  });

  it('asks an enrolled account only for the code, and never accepts one code twice', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    const again = await login(s.username);
    expect(again.json().data.enrol).toBeNull();
    // The code that signed in a moment ago is still inside its 30 s step: refused as a replay.
    const replay = await code(again.json().data.ticket, totpCode(s.secret));
    expect(replay.statusCode).toBe(401);
    const next = await code(again.json().data.ticket, totpCode(s.secret, 1));
    expect(next.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown or disabled username alike', async () => {
    const { id, username } = await createStaff('support');
    const wrong = await login(username, 'not-the-password-1');
    const unknown = await login(uniqueStaffName('nobody'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: 0, message: TH.staffLoginFailed });
    }
    await t.database.db.execute(sql`update staff_accounts set disabled = true where id = ${id}`);
    expect((await login(username)).json()).toEqual({ success: 0, message: TH.staffLoginFailed });
  });

  it('takes a username case-insensitively', async () => {
    const { username } = await createStaff('marketing', uniqueStaffName('MixedCase'));
    expect((await login(username.toUpperCase())).statusCode).toBe(200);
  });

  it('stops password guessing per username and address (429 past the limit)', async () => {
    const { username } = await createStaff('finance');
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(username, 'wrong-password-xx', from)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Staff sign in by username: the message speaks of it, never of a phone number.
    expect((await login(username, 'wrong-password-xx', from)).json().message).toBe(TH.staffLoginLocked);
  });

  it('voids a ticket after five wrong codes', async () => {
    const { id, username } = await createStaff('finance');
    const { ticket, enrol } = (await login(username)).json().data;
    const bad = totpCode(enrol.secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      // The account's own delays (totp-guessing.int.test.ts) waited out: this is the ticket's limit.
      await t.database.db.execute(sql`update staff_accounts set totp_next_try_at = null where id = ${id}`);
      expect((await code(ticket, bad)).statusCode).toBe(401);
    }
    const late = await code(ticket, totpCode(enrol.secret));
    expect(late.json()).toEqual({ success: 0, message: TH.staffTicketExpired });
  });

  it('refuses unknown fields and a code that is not 6 digits', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: { username: 'a', password: 'b', role: 'owner' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await code('x', '12345')).json()).toEqual({ success: 0, message: TH.staffTotpInvalid });
  });
});

describe('staff sessions', () => {
  it('answers who is signed in, and 401 without a live session', async () => {
    const s = await signInNewStaff(t.app, 'support');
    expect((await me(s.headers)).json().data.staff.username).toBe(s.username);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ cookie: 'chokdee_staff=forged' })).json()).toEqual({
      success: 0,
      message: TH.staffSessionEnded,
    });
  });

  it('ends after 30 idle minutes, and each call moves the deadline', async () => {
    const s = await signInNewStaff(t.app, 'support');
    const idle = (minutes: number) =>
      t.database.db.execute(
        sql`update staff_sessions set last_seen_at = now() - make_interval(mins => ${minutes})
            where token_hash = encode(sha256(convert_to(${s.cookie}, 'UTF8')), 'hex')`,
      );
    await idle(29);
    expect((await me(s.headers)).statusCode).toBe(200);
    await idle(31);
    expect((await me(s.headers)).statusCode).toBe(401);
  });

  it('signs out on the server: the cookie no longer works, even if kept', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    const out = await t.app.inject({ method: 'POST', url: '/admin/v1/auth/logout', headers: s.headers });
    expect(out.json()).toEqual({ success: 1, message: TH.staffSignedOut });
    expect(sessionCookieOf(out)).toBe('');
    expect((await me(s.headers)).statusCode).toBe(401);
    expect(await auditOf('staff.sign-out', `staff:${s.id}`)).toHaveLength(1);
  });

  it('ends every session of a disabled account at its next call', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    await t.database.db.execute(sql`update staff_accounts set disabled = true where id = ${s.id}`);
    const res = await t.app.inject({ method: 'GET', url: '/admin/v1/withdrawals', headers: s.headers });
    expect(res.statusCode).toBe(401);
  });

  it('sets the cookie Secure behind TLS', async () => {
    const { username } = await createStaff('finance');
    const tls = { 'x-forwarded-proto': 'https' };
    const { ticket, enrol } = (await login(username, STAFF_PASSWORD, tls)).json().data;
    const res = await code(ticket, totpCode(enrol.secret), tls);
    // TRUST_PROXY is off in this app: the forwarded header is not believed, so no Secure here.
    expect(res.cookies.find((c) => c.name === 'chokdee_staff')!.secure).toBeFalsy();
  });

  it('stores only the hash of the session token', async () => {
    const s = await signInNewStaff(t.app, 'owner');
    const { rows } = (await t.database.db.execute(
      sql`select token_hash from staff_sessions where staff_id = ${s.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toBe(s.cookie);
  });
});

describe('staff calls: CSRF and roles', () => {
  it('refuses a state change without the CSRF token, and takes it with', async () => {
    const s = await signInNewStaff(t.app, 'owner');
    const payload = { username: uniqueStaffName('made'), password: STAFF_PASSWORD, role: 'support' };
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/admin/v1/staff', headers, payload });
    const without = await call({ cookie: s.headers.cookie! });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ success: 0, message: TH.staffCsrfMissing });
    expect((await call({ ...s.headers, 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    const made = await call(s.headers);
    expect(made.statusCode).toBe(200);
    const [entry] = await auditOf('staff.create', `staff:${made.json().data.id}`);
    expect(entry!.actor).toBe(`staff:${s.id}`);
  });

  it('a wrong operator key is refused, not tried as a session', async () => {
    const s = await signInNewStaff(t.app, 'owner');
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/v1/audit',
      headers: { ...s.headers, 'x-admin-key': 'wrong-key-000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('every back-office route needs a permission, and each role is refused what it may not do', async () => {
    const routes = t.app.staffRouteList;
    expect(routes.length).toBeGreaterThan(20);
    const roles = ['owner', 'finance', 'support', 'marketing'] as const;
    const sessions = Object.fromEntries(
      await Promise.all(roles.map(async (r) => [r, await signInNewStaff(t.app, r)] as const)),
    );
    const refusedAs: string[] = [];
    // A stream never ends, so inject cannot wait for it: its own tests check its permission.
    for (const route of routes.filter((r) => !r.url.endsWith('/stream'))) {
      for (const role of roles) {
        const allowed = (PERMISSIONS[route.permission] as readonly string[]).includes(role);
        // An id that names nothing: an allowed call gets as far as its own validation or lookup.
        const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: sessions[role]!.headers,
        });
        const refused = res.statusCode === 403 && res.json().message === TH.staffNotPermitted;
        if (refused === allowed) refusedAs.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(refusedAs).toEqual([]);
  }, 120_000);
});
