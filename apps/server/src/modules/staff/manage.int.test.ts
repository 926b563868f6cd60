import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { signInNewStaff, STAFF_PASSWORD, type SignedInStaff, totpCode } from './test-kit';

/** The owner's staff page: list, role changes, disable, 2FA reset (docs/rules/back-office.md rule 14). */
const t = useTestApp({ seed: false });
const admin = { 'x-admin-key': ADMIN_KEY };
let owner: SignedInStaff;
beforeAll(async () => {
  owner = await signInNewStaff(t.app, 'owner');
});

const patch = (id: string, payload: object, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'PATCH', url: `/admin/v1/staff/${id}`, headers, payload });
const me = (s: SignedInStaff) =>
  t.app.inject({ method: 'GET', url: '/admin/v1/auth/me', headers: s.headers });
const auditTarget = async (target: string) =>
  (
    (await t.database.db.execute(
      sql`select actor, action, before, after from audit_entries where target = ${target} order by id`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

describe('staff management', () => {
  it('lists every account without secrets, with enrolment and last call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/v1/staff', headers: owner.headers });
    const mine = res.json().data.find((s: { id: string }) => s.id === owner.id);
    expect(mine).toEqual({
      id: owner.id,
      username: owner.username,
      role: 'owner',
      disabled: false,
      totpEnrolled: true,
      totpLocked: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/totp_secret|password|\$argon2/i);
  });

  it('changes a role: the next call holds the new role’s permissions, and the audit says who', async () => {
    const s = await signInNewStaff(t.app, 'support');
    const res = await patch(s.id, { role: 'finance' });
    expect(res.json()).toMatchObject({ success: 1, data: { role: 'finance' }, message: TH.staffUpdated });
    expect((await me(s)).json().data.permissions).toContain('withdrawals.act');
    expect(await auditTarget(`staff:${s.id}`)).toContainEqual({
      actor: `staff:${owner.id}`,
      action: 'staff.update',
      before: { role: 'support', disabled: false, totpLocked: false },
      after: { role: 'finance', disabled: false, totpLocked: false },
    });
  });

  it('disabling ends the account’s sessions at once, and enabling does not bring them back', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    expect((await patch(s.id, { disabled: true })).statusCode).toBe(200);
    expect((await me(s)).statusCode).toBe(401);
    expect((await patch(s.id, { disabled: false })).statusCode).toBe(200);
    expect((await me(s)).statusCode).toBe(401);
  });

  it('resets 2FA: sessions end and the next sign-in enrols a new secret', async () => {
    const s = await signInNewStaff(t.app, 'marketing');
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/v1/staff/${s.id}/reset-totp`,
      headers: owner.headers,
    });
    expect(res.json()).toMatchObject({
      success: 1,
      data: { totpEnrolled: false },
      message: TH.staffTotpReset,
    });
    expect((await me(s)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      payload: { username: s.username, password: STAFF_PASSWORD },
    });
    const { enrol, ticket } = login.json().data;
    expect(enrol.secret).not.toBe(s.secret);
    // The old authenticator's code no longer signs in.
    const old = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/totp',
      payload: { ticket, code: totpCode(s.secret, 1) },
    });
    expect(old.statusCode).toBe(401);
  });

  it('never leaves the site without an enabled owner, even when two owners demote each other at once', async () => {
    // A fresh app whose only owners are these two.
    await t.database.db.execute(sql`update staff_accounts set role = 'support' where role = 'owner'`);
    const [a, b] = [await signInNewStaff(t.app, 'owner'), await signInNewStaff(t.app, 'owner')];
    const [x, y] = await Promise.all([
      patch(b.id, { role: 'finance' }, a.headers),
      patch(a.id, { disabled: true }, b.headers),
    ]);
    const statuses = [x.statusCode, y.statusCode].sort();
    // One change passes; the other finds its caller or target is the last owner (409), or its caller's
    // session already ended with the first change (401).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from staff_accounts where role = 'owner' and not disabled`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    const last = (await t.database.db.execute(
      sql`select id from staff_accounts where role = 'owner' and not disabled`,
    )) as unknown as { rows: { id: string }[] };
    const lastOwner = last.rows[0]!.id;
    const refused = await patch(lastOwner, { disabled: true }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: 0, message: TH.staffLastOwner });
  });

  it('refuses unknown fields, an empty change, an unknown id; other roles are refused', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    expect((await patch(s.id, { role: 'finance', password: 'x' }, admin)).statusCode).toBe(400);
    expect((await patch(s.id, {}, admin)).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { disabled: true }, admin)).statusCode).toBe(
      404,
    );
    expect((await patch('not-a-uuid', { disabled: true }, admin)).statusCode).toBe(404);
    const res = await patch(owner.id, { disabled: true }, s.headers);
    expect(res.json()).toEqual({ success: 0, message: TH.staffNotPermitted });
  });
});
