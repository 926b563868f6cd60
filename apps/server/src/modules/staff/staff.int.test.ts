import { TH } from '@chokdee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';

/** Staff accounts and the audit log (docs/decisions/072-audit-log.md). */
const lines: string[] = [];
const t = useTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
});
const admin = { 'x-admin-key': ADMIN_KEY };
const PASSWORD = 'Staff-Secret-Pw-2026';
let seq = 0;
const uniqueName = (prefix = 'staff') => `${prefix}${Date.now().toString(36)}${seq++}`;

const create = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/admin/v1/staff', headers, payload });
const auditLog = (query: Record<string, string> = {}, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: '/admin/v1/audit', headers, query });

/** Rows of a raw query, on PGlite and node-postgres alike. */
async function rowsOf<R>(query: SQL): Promise<R[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** The PostgreSQL error code under drizzle's wrapper. */
async function pgCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (err) {
    let e: unknown = err;
    for (let depth = 0; e && depth < 3; depth++) {
      const { code } = e as { code?: string };
      if (code) return code;
      e = (e as { cause?: unknown }).cause;
    }
    return 'no code';
  }
  return undefined;
}

describe('POST /admin/v1/staff', () => {
  it('creates an account, answers id, username and role, and stores an argon2id hash', async () => {
    const username = uniqueName('Finance.');
    const res = await create({ username, password: PASSWORD, role: 'finance' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: 1,
      data: { id: expect.any(String), username, role: 'finance' },
      message: TH.staffCreated,
    });
    const rows = await rowsOf<{
      password_hash: string;
      disabled: boolean;
      totp_secret: null;
    }>(sql`select password_hash, disabled, totp_secret from staff_accounts where id = ${body.data.id}`);
    expect(rows[0]).toEqual({
      password_hash: expect.stringMatching(/^\$argon2id\$/),
      disabled: false,
      totp_secret: null,
    });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.body).not.toContain('argon2');
  });

  it('refuses a taken username, also in another case, with 409 and a Thai message', async () => {
    const username = uniqueName('owner');
    expect((await create({ username, password: PASSWORD, role: 'owner' })).statusCode).toBe(200);
    expectFailure(
      await create({ username, password: PASSWORD, role: 'support' }),
      409,
      TH.staffUsernameTaken,
    );
    expectFailure(
      await create({ username: username.toUpperCase(), password: PASSWORD, role: 'support' }),
      409,
      TH.staffUsernameTaken,
    );
  });

  it('lets exactly one of 5 parallel creates of one username through', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        create({ username: i % 2 ? username.toUpperCase() : username, password: PASSWORD, role: 'support' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from staff_accounts where lower(username) = lower(${username})`,
    );
    expect(rows[0]!.n).toBe(1);
    const entries = await auditLog({ action: 'staff.create', pageSize: '200' });
    const created = entries
      .json()
      .data.items.filter(
        (e: { after: { username: string } }) => e.after.username.toLowerCase() === username.toLowerCase(),
      );
    expect(created).toHaveLength(1);
  });

  it('answers 400 in Thai for an unknown role, an unknown field, a weak password, one holding the username or a bad username', async () => {
    const base = { username: uniqueName(), password: PASSWORD, role: 'support' };
    expectFailure(await create({ ...base, role: 'admin' }), 400, TH.staffRoleInvalid);
    expectFailure(await create({ ...base, isOwner: true }), 400, TH.unknownField);
    expectFailure(await create({ ...base, password: 'short-pw' }), 400, TH.staffPasswordTooShort);
    expectFailure(await create({ ...base, password: 'x'.repeat(129) }), 400, TH.staffPasswordTooLong);
    // The username is the first guess: neither it nor a password built on it (any case).
    expectFailure(await create({ ...base, password: base.username }), 400, TH.staffPasswordHasUsername);
    const built = `${base.username.toUpperCase()}-2026`;
    expectFailure(await create({ ...base, password: built }), 400, TH.staffPasswordHasUsername);
    expectFailure(await create({ ...base, username: 'a b' }), 400, TH.staffUsernameFormat);
    expectFailure(await create({ username: base.username, role: 'support' }), 400, TH.fillAll);
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from staff_accounts where username = ${base.username}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a call without the admin key or with a wrong one, and creates nothing', async () => {
    const body = { username: uniqueName(), password: PASSWORD, role: 'owner' };
    expectFailure(await create(body, {}), 403, TH.forbidden);
    expectFailure(await create(body, { 'x-admin-key': 'wrong-admin-key-12' }), 403, TH.forbidden);
    expectFailure(await create(body, { 'x-api-key': 'test-site-key-123' }), 403, TH.forbidden);
    expectFailure(await auditLog({}, {}), 403, TH.forbidden);
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from staff_accounts where username = ${body.username}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('audit log', () => {
  it('records a creation in the same step: actor, ip, action, target, and no secret', async () => {
    const username = uniqueName('marketing');
    const { data } = (await create({ username, password: PASSWORD, role: 'marketing' })).json();
    const res = await auditLog({ target: `staff:${data.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: {
        total: 1,
        items: [
          {
            id: expect.any(Number),
            at: expect.any(String),
            actor: 'api-key',
            ip: '127.0.0.1',
            action: 'staff.create',
            target: `staff:${data.id}`,
            before: null,
            after: { id: data.id, username, role: 'marketing' },
          },
        ],
      },
    });
    const rows = await rowsOf<{ row: string }>(
      sql`select row_to_json(a)::text as row from audit_entries a where target = ${`staff:${data.id}`}`,
    );
    expect(rows[0]!.row).not.toContain(PASSWORD);
    expect(rows[0]!.row).not.toContain('argon2');
  });

  it('refuses UPDATE, DELETE and TRUNCATE through SQL, whoever asks', async () => {
    const { data } = (await create({ username: uniqueName(), password: PASSWORD, role: 'owner' })).json();
    const target = `staff:${data.id}`;
    const db = t.database.db;
    expect(
      await pgCode(db.execute(sql`update audit_entries set actor = 'someone' where target = ${target}`)),
    ).toBe('23001');
    expect(await pgCode(db.execute(sql`delete from audit_entries where target = ${target}`))).toBe('23001');
    expect(await pgCode(db.execute(sql`delete from audit_entries`))).toBe('23001');
    expect(await pgCode(db.execute(sql`truncate audit_entries`))).toBe('23001');
    const rows = await rowsOf<{ actor: string }>(
      sql`select actor from audit_entries where target = ${target}`,
    );
    expect(rows).toEqual([{ actor: 'api-key' }]);
    // Inserting stays possible: the log only grows.
    expect(
      await pgCode(
        db.execute(sql`insert into audit_entries (actor, action) values ('api-key', 'test.insert')`),
      ),
    ).toBe(undefined);
  });

  it('filters by actor, action, target and time, pages, and lists newest first', async () => {
    const db = t.database.db;
    const tag = uniqueName('filter');
    await db.execute(sql`insert into audit_entries (at, actor, ip, action, target) values
      ('2026-01-01T00:00:00Z', 'staff:a', '10.0.0.1', ${`${tag}.one`}, ${`t:${tag}:1`}),
      ('2026-01-02T00:00:00Z', 'staff:b', '10.0.0.2', ${`${tag}.one`}, ${`t:${tag}:2`}),
      ('2026-01-03T00:00:00Z', 'staff:a', '10.0.0.1', ${`${tag}.two`}, ${`t:${tag}:3`}),
      ('2026-01-04T00:00:00Z', 'staff:a', '10.0.0.1', ${`${tag}.one`}, ${`t:${tag}:4`})`);
    const targets = async (query: Record<string, string>) => {
      const res = await auditLog(query);
      expect(res.statusCode).toBe(200);
      const { total, items } = res.json().data as { total: number; items: { target: string }[] };
      return { total, targets: items.map((i) => i.target.split(':')[2]) };
    };
    expect(await targets({ action: `${tag}.one` })).toEqual({ total: 3, targets: ['4', '2', '1'] });
    expect(await targets({ action: `${tag}.one`, actor: 'staff:a' })).toEqual({
      total: 2,
      targets: ['4', '1'],
    });
    expect(await targets({ target: `t:${tag}:3` })).toEqual({ total: 1, targets: ['3'] });
    expect(
      await targets({ action: `${tag}.one`, from: '2026-01-02T00:00:00Z', to: '2026-01-04T00:00:00+00:00' }),
    ).toEqual({ total: 1, targets: ['2'] });
    expect(await targets({ action: `${tag}.one`, pageSize: '2', page: '2' })).toEqual({
      total: 3,
      targets: ['1'],
    });
    expectFailure(await auditLog({ from: 'yesterday' }), 400, TH.auditDateInvalid);
    expectFailure(await auditLog({ who: 'me' }), 400, TH.unknownField);
  });

  it('documents both calls at /docs', async () => {
    const paths = (await t.app.inject({ url: '/docs/json' })).json().paths;
    expect(paths['/admin/v1/staff'].post.summary).toEqual(expect.any(String));
    expect(paths['/admin/v1/audit'].get.summary).toEqual(expect.any(String));
  });

  it('never logged a staff password or hash', () => {
    const all = lines.join('\n');
    expect(all).toContain('/admin/v1/staff');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('$argon2');
  });
});
