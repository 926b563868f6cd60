import type { AdminMemberProtection, AdminProtectionFlag } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { player, type TestPlayer } from '../rewards/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';

/**
 * The back office's view of player protection (issue 27, docs/PLAYER-PROTECTION.md "The operator's view"):
 * flagged deposits and a member's limits and breaks, to owners and support only, every read audited, and no
 * staff call that changes a limit or a break.
 */
const t = useTestApp();
const FLAGS = '/admin/v1/protection/flags';
const protectionOf = (memberId: string) => `/admin/v1/members/${memberId}/protection`;

const member = (m: TestPlayer, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: memberHeaders(m.token), payload });
const staffGet = (s: SignedInStaff, url: string) =>
  // A read needs the session cookie only, no CSRF token.
  t.app.inject({ method: 'GET', url, headers: { cookie: s.headers.cookie! } });
const flagsOf = async (s: SignedInStaff, query: Record<string, string>) => {
  const res = await staffGet(s, `${FLAGS}?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; items: AdminProtectionFlag[] };
};
const deposit = (m: TestPlayer, amount: number) =>
  feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount })]);

interface Entry {
  actor: string;
  action: string;
  target: string | null;
  after: Record<string, unknown> | null;
}
const auditOf = async (actor: string) =>
  (
    (await t.database.db.execute(
      sql`select actor, action, target, after from audit_entries where actor = ${actor} order by id`,
    )) as unknown as { rows: Entry[] }
  ).rows;

let owner: SignedInStaff;
let support: SignedInStaff;
let limited: TestPlayer;
let resting: TestPlayer;

beforeAll(async () => {
  [owner, support] = [await signInNewStaff(t.app, 'owner'), await signInNewStaff(t.app, 'support')];
  // One member over a daily deposit limit, one depositing during a self-exclusion.
  limited = await player(t, { isBonus: true });
  expect(
    (await member(limited, 'PUT', '/user-profile-composite/v1/play-limits', { depositDay: 1000 })).statusCode,
  ).toBe(200);
  expect(await deposit(limited, 1500)).toEqual(['credited']);
  resting = await player(t, { isBonus: true });
  const exclusion = { kind: 'exclusion', period: '6m', confirm: true };
  expect((await member(resting, 'POST', '/user-profile-composite/v1/play-break', exclusion)).statusCode).toBe(
    200,
  );
  expect(await deposit(resting, 700)).toEqual(['credited']);
});

describe('GET /admin/v1/protection/flags', () => {
  it('lists flagged deposits newest first with member, reason, ref and amount in baht', async () => {
    const { items } = await flagsOf(owner, { pageSize: '200' });
    const mine = items.filter((f) => [limited.id, resting.id].includes(f.memberId));
    expect(mine).toEqual([
      {
        id: expect.any(String),
        memberId: resting.id,
        memberName: expect.any(String),
        phoneNumber: resting.phoneNumber,
        reason: 'break',
        ref: expect.any(String),
        amount: 700,
        at: expect.any(String),
      },
      expect.objectContaining({ memberId: limited.id, reason: 'depositLimit', amount: 1500 }),
    ]);
  });

  it('filters by reason, member and Bangkok time, and pages', async () => {
    const byReason = await flagsOf(support, { reason: 'break', pageSize: '200' });
    expect(byReason.items.every((f) => f.reason === 'break')).toBe(true);
    expect(byReason.items.map((f) => f.memberId)).toContain(resting.id);
    expect(byReason.items.map((f) => f.memberId)).not.toContain(limited.id);

    expect((await flagsOf(support, { memberId: limited.id })).items.map((f) => f.reason)).toEqual([
      'depositLimit',
    ]);
    expect((await flagsOf(support, { memberId: limited.id, reason: 'break' })).total).toBe(0);

    // The flag moved ten days back (the database's clock, no waiting): outside "from yesterday".
    await t.database.db.execute(
      sql`update play_protection_flags set created_at = created_at - interval '10 days' where member_id = ${limited.id}::uuid`,
    );
    const since = new Date(Date.now() - 86_400_000).toISOString();
    expect((await flagsOf(support, { memberId: limited.id, from: since })).total).toBe(0);
    expect((await flagsOf(support, { memberId: limited.id, to: since })).total).toBe(1);

    const first = await flagsOf(owner, { page: '1', pageSize: '1' });
    const second = await flagsOf(owner, { page: '2', pageSize: '1' });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('refuses unknown filters and a bad reason (400)', async () => {
    for (const query of ['secret=1', 'reason=bonus', 'from=yesterday']) {
      expect((await staffGet(owner, `${FLAGS}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /admin/v1/members/:id/protection', () => {
  it('shows the limits, pending raises, the running break and the breaks taken', async () => {
    const raise = await member(limited, 'PUT', '/user-profile-composite/v1/play-limits', {
      depositDay: 5000,
    });
    expect(raise.statusCode).toBe(200);
    const res = await staffGet(support, protectionOf(limited.id));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as AdminMemberProtection;
    expect(data.limits.deposit).toEqual({ day: 1000, week: null, month: null });
    expect(data.limits.pending).toEqual([
      { field: 'depositDay', value: 5000, effectiveAt: expect.any(String) },
    ]);
    expect(data.limits.break).toBeNull();
    expect(data.breaks).toEqual([]);

    const resting_ = (await staffGet(owner, protectionOf(resting.id))).json().data as AdminMemberProtection;
    expect(resting_.limits.break).toEqual({ kind: 'exclusion', until: expect.any(String) });
    expect(resting_.breaks).toEqual([
      { kind: 'exclusion', period: '6m', startedAt: expect.any(String), until: resting_.limits.break!.until },
    ]);
  });

  it('answers 404 for an unknown member or a malformed id', async () => {
    expect((await staffGet(owner, protectionOf('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
    expect((await staffGet(owner, protectionOf('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('who may read it', () => {
  it('refuses finance and marketing (403), and a caller without a session', async () => {
    for (const role of ['finance', 'marketing'] as const) {
      const staff = await signInNewStaff(t.app, role);
      expect((await staffGet(staff, FLAGS)).statusCode, role).toBe(403);
      expect((await staffGet(staff, protectionOf(resting.id))).statusCode, role).toBe(403);
      expect(await auditOf(`staff:${staff.id}`)).toEqual(
        expect.not.arrayContaining([
          expect.objectContaining({ action: expect.stringMatching(/^protection/) }),
        ]),
      );
    }
    expect((await t.app.inject({ method: 'GET', url: FLAGS })).statusCode).toBe(403);
  });

  it('records every read in the audit log: who, what was asked, which member', async () => {
    const reader = await signInNewStaff(t.app, 'support');
    await flagsOf(reader, { reason: 'break' });
    expect((await staffGet(reader, protectionOf(resting.id))).statusCode).toBe(200);
    const entries = (await auditOf(`staff:${reader.id}`)).filter((e) => e.action.startsWith('protection.'));
    expect(entries).toEqual([
      {
        actor: `staff:${reader.id}`,
        action: 'protection.read-flags',
        target: null,
        after: { filter: { reason: 'break' }, page: 1, pageSize: 50, total: expect.any(Number) },
      },
      {
        actor: `staff:${reader.id}`,
        action: 'protection.read-member',
        target: `member:${resting.id}`,
        after: { onBreak: true },
      },
    ]);
  });
});

describe('read-only', () => {
  it('offers staff no call that changes a limit or a break: the break stands', async () => {
    const before = ((await staffGet(owner, protectionOf(resting.id))).json().data as AdminMemberProtection)
      .limits.break;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [protectionOf(resting.id), FLAGS, `${protectionOf(resting.id)}/break`]) {
        const res = await t.app.inject({ method, url, headers: owner.headers, payload: { until: null } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = ((await staffGet(owner, protectionOf(resting.id))).json().data as AdminMemberProtection)
      .limits.break;
    expect(after).toEqual(before);
  });
});
