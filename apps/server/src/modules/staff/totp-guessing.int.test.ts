import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { TEST_DB } from '../../../test/test-db';
import { simulatedNotifier } from '../../adapters/notify/simulator';
import { signInNewStaff, STAFF_PASSWORD, totpCode, type SignedInStaff } from './test-kit';

/**
 * TOTP guessing by someone who holds a staff password (docs/ABUSE.md 16.6): wrong codes are counted per
 * account in the database, across tickets and processes; growing delays after 3, a lock at 10 that only
 * the owner lifts; each failure audited and logged, the lock announced to staff.
 */
const lines: string[] = [];
const sim = simulatedNotifier();
const t = useTestApp({
  adapters: { notifiers: [sim] },
  logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
});
const admin = { 'x-admin-key': ADMIN_KEY };

const ticketOf = async (s: SignedInStaff) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/auth/login',
    payload: { username: s.username, password: STAFF_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.ticket as string;
};
const code = (ticket: string, c: string, remoteAddress = '198.51.100.20') =>
  t.app.inject({ method: 'POST', url: '/admin/v1/auth/totp', payload: { ticket, code: c }, remoteAddress });
/** A 6-digit code that is none of the three an authenticator would accept now. */
const wrongCode = (secret: string) => {
  const good = new Set([-1, 0, 1].map((d) => totpCode(secret, d)));
  for (let n = 100_000; ; n++) if (!good.has(String(n))) return String(n);
};
/** The database's clock moved past the account's delay: the next code may be tried. */
const waitOutDelay = (id: string) =>
  t.database.db.execute(
    sql`update staff_accounts set totp_next_try_at = now() - interval '1 second' where id = ${id}`,
  );
const auditOf = async (action: string, target: string) =>
  (
    (await t.database.db.execute(
      sql`select actor, ip, after from audit_entries where action = ${action} and target = ${target} order by id`,
    )) as unknown as { rows: { actor: string; ip: string; after: Record<string, unknown> }[] }
  ).rows;

describe('wrong TOTP codes per staff account', () => {
  it('delays after 3 wrong codes, locks at 10 across tickets; each audited; the owner lifts the lock', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    const bad = wrongCode(s.secret);
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      // A fresh ticket each time, as an attacker with the password would take (a ticket takes 5 codes).
      const ticket = await ticketOf(s);
      await waitOutDelay(s.id);
      statuses.push((await code(ticket, bad)).statusCode);
      // Straight after the third failure and each one after, the next code waits; after the tenth, none is checked.
      if (i < 3) continue;
      const hurried = await code(ticket, bad);
      const expected = i < 10 ? [429, TH.staffTotpSlowDown] : [403, TH.staffTotpLocked];
      expect([hurried.statusCode, hurried.json().message], `after ${i}`).toEqual(expected);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    // Locked: even the right code, after any wait, on a fresh ticket.
    await waitOutDelay(s.id);
    const locked = await code(await ticketOf(s), totpCode(s.secret, 1));
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ success: 0, message: TH.staffTotpLocked });

    const failures = await auditOf('staff.totp-failed', `staff:${s.id}`);
    expect(failures).toHaveLength(10);
    expect(failures[9]).toMatchObject({ ip: '198.51.100.20', after: { failures: 10 } });
    expect(await auditOf('staff.totp-locked', `staff:${s.id}`)).toHaveLength(1);
    const warned = lines.map((l) => JSON.parse(l) as { msg: string; staffId?: string });
    expect(warned.filter((l) => l.msg === 'wrong staff totp code' && l.staffId === s.id)).toHaveLength(10);
    await vi.waitFor(() => expect(sim.messages.some((m) => m.includes(s.username))).toBe(true));

    const list = await t.app.inject({ method: 'GET', url: '/admin/v1/staff', headers: admin });
    expect(list.json().data.find((a: { id: string }) => a.id === s.id)).toMatchObject({ totpLocked: true });

    const lift = await t.app.inject({
      method: 'PATCH',
      url: `/admin/v1/staff/${s.id}`,
      headers: admin,
      payload: { unlockTotp: true },
    });
    expect(lift.statusCode).toBe(200);
    expect(lift.json().data).toMatchObject({ totpLocked: false });
    expect(await auditOf('staff.update', `staff:${s.id}`)).toEqual([
      expect.objectContaining({ actor: 'api-key', after: expect.objectContaining({ totpLocked: false }) }),
    ]);
    expect((await code(await ticketOf(s), totpCode(s.secret, 1))).statusCode).toBe(200);
  });

  it('gives the count back on a right code', async () => {
    const s = await signInNewStaff(t.app, 'support');
    const bad = wrongCode(s.secret);
    const ticket = await ticketOf(s);
    expect((await code(ticket, bad)).statusCode).toBe(401);
    expect((await code(ticket, bad)).statusCode).toBe(401);
    expect((await code(ticket, totpCode(s.secret, 1))).statusCode).toBe(200);
    const next = await ticketOf(s);
    for (let i = 0; i < 3; i++) expect((await code(next, bad)).statusCode).toBe(401);
  });

  it.runIf(TEST_DB === 'postgres')(
    'counts codes sent in parallel: 3 are checked, the rest wait',
    async () => {
      const s = await signInNewStaff(t.app, 'marketing');
      const bad = wrongCode(s.secret);
      const tickets = await Promise.all(Array.from({ length: 6 }, () => ticketOf(s)));
      const answers = await Promise.all(tickets.flatMap((tk) => [1, 2, 3, 4].map(() => code(tk, bad))));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((c) => c === 401)).toHaveLength(3);
      expect(statuses.filter((c) => c === 429)).toHaveLength(21);
    },
  );
});

describe('wrong staff passwords', () => {
  it('are limited per account from many addresses too (growing delays, the message names no phone)', async () => {
    const s = await signInNewStaff(t.app, 'finance');
    const statuses: number[] = [];
    const messages: string[] = [];
    // LOGIN_FAIL_LIMIT is 10: unknown addresses share 20 tries (its own first sign-in was one), then one
    // per growing delay.
    for (let i = 0; i < 24; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/auth/login',
        payload: { username: s.username, password: 'wrong-password-xx' },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      statuses.push(res.statusCode);
      messages.push(res.json().message);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect(messages.at(-1)).toBe(TH.staffLoginSlowDown);
  });
});
