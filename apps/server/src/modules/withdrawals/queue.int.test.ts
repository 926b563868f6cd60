import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEntries, memberLogins, members } from '../../db/schema';
import { maskAccount } from '../../lib/mask';
import { deposit, roundTripsOf } from '../ledger/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';
import {
  ADMIN,
  adminHeaders,
  approve,
  fundedMember,
  giveBonus,
  setWithdrawConfig,
  switchablePayout,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/** The withdrawal queue's rows (issue 12 screen 2): what a decision needs, in a few statements per page. */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });
const QUEUE = `${ADMIN}/queue`;

type Row = Record<string, unknown> & {
  id: string;
  member: { id: string };
  bank: { account: string; masked: boolean };
  flags: Record<string, boolean>;
};
async function queue(query = '', headers: Record<string, string> = adminHeaders) {
  const res = await t.app.inject({ url: `${QUEUE}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; version: string; items: Row[] };
}
const rowOf = async (id: string, query = '?pageSize=200', headers?: Record<string, string>) =>
  (await queue(query, headers)).items.find((r) => r.id === id);

async function requestOf(m: { token: string; id: string }, baht: number) {
  expect((await withdraw(t.app, m.token, baht)).statusCode).toBe(200);
  return (await withdrawalsOf(t.app, m.id)).at(-1)!.id;
}

let support: SignedInStaff;
let finance: SignedInStaff;
beforeAll(async () => {
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
  support = await signInNewStaff(t.app, 'support');
  finance = await signInNewStaff(t.app, 'finance');
});

describe('GET /admin/v1/withdrawals/queue', () => {
  it('a regular member: history, earlier payout, no flags; whole account for the key and finance, last 4 for support', async () => {
    const m = await fundedMember(t, 300_000n);
    await deposit(t.database.db, m.id, 50_000n);
    const paid = await requestOf(m, 500);
    await approve(t.app, paid);
    const id = await requestOf(m, 700);
    const row = await rowOf(id);
    expect(row).toEqual({
      id,
      status: 'pending',
      amount: 700,
      createdAt: expect.any(String),
      reason: null,
      reviewReason: null,
      member: { id: m.id, phoneNumber: m.phoneNumber, name: `${m.firstName} ${m.lastName}` },
      bank: {
        code: m.BankCode,
        account: m.BankAccount,
        accountName: `${m.firstName} ${m.lastName}`,
        masked: false,
      },
      turnover: null,
      recent: {
        deposits: [
          { amount: 500, at: expect.any(String) },
          { amount: 3_000, at: expect.any(String) },
        ],
        withdrawals: [{ id: paid, amount: 500, status: 'paid', at: expect.any(String) }],
      },
      flags: { firstWithdrawal: false, largeAmount: false, bankChanged: false, manyFailedLogins: false },
      failedLogins: 0,
    });
    expect((await rowOf(id, '?pageSize=200', finance.headers))!.bank).toMatchObject({ masked: false });
    const masked = (await rowOf(id, '?pageSize=200', support.headers))!.bank;
    expect(masked).toMatchObject({ account: maskAccount(m.BankAccount), masked: true });
    expect(masked.account.endsWith(m.BankAccount.slice(-4))).toBe(true);
    expect(masked.account).not.toContain(m.BankAccount.slice(0, 6));
  });

  it('flags a first, large withdrawal after many failed sign-ins, with the bonus turnover it met', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 3_000_000n, needTurnover: 0n, cap: null });
    await t.database.db
      .insert(memberLogins)
      .values(
        Array.from({ length: 5 }, () => ({ memberId: m.id, ip: '203.0.113.9', outcome: 'bad-password' })),
      );
    const id = await requestOf(m, 25_000);
    expect(await rowOf(id)).toMatchObject({
      turnover: { need: 0, done: 0, met: true },
      flags: { firstWithdrawal: true, largeAmount: true, bankChanged: false, manyFailedLogins: true },
      failedLogins: 5,
    });
  });

  it('flags a changed bank account: bound to another now, or changed by staff lately', async () => {
    const a = await fundedMember(t, 100_000n);
    const first = await requestOf(a, 100);
    await t.database.db.update(members).set({ bankAccount: '9990001234' }).where(eq(members.id, a.id));
    expect((await rowOf(first))!.flags.bankChanged).toBe(true);
    // Its next request goes to the new account: different from where the previous one went.
    const second = await requestOf(a, 100);
    expect((await rowOf(second))!.flags.bankChanged).toBe(true);

    const b = await fundedMember(t, 100_000n);
    const id = await requestOf(b, 100);
    expect((await rowOf(id))!.flags.bankChanged).toBe(false);
    await t.database.db
      .insert(auditEntries)
      .values({ actor: 'api-key', action: 'members.bank', target: `member:${b.id}` });
    expect((await rowOf(id))!.flags.bankChanged).toBe(true);
  });

  it('lists pending and failed, oldest first, filtered by status; paid and rejected leave it', async () => {
    const m = await fundedMember(t, 500_000n);
    const failed = await requestOf(m, 900.13);
    await approve(t.app, failed); // the simulator refuses amounts ending in .13
    const waiting = await requestOf(m, 100);
    const all = await queue('?pageSize=200');
    const ids = all.items.map((r) => r.id);
    expect(ids).toContain(failed);
    expect(ids.indexOf(failed)).toBeLessThan(ids.indexOf(waiting));
    expect(all.items.find((r) => r.id === failed)).toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
    expect((await queue('?status=failed&pageSize=200')).items.every((r) => r.status === 'failed')).toBe(true);
    expect((await queue('?status=pending&pageSize=200')).items.map((r) => r.id)).not.toContain(failed);
    const versionBefore = all.version;
    await t.app.inject({ method: 'POST', url: `${ADMIN}/${waiting}/reject`, headers: adminHeaders });
    const after = await queue('?pageSize=200');
    expect(after.items.map((r) => r.id)).not.toContain(waiting);
    expect(after.version).not.toBe(versionBefore);
    expect(after.total).toBe(all.total - 1);
    const page = await queue('?pageSize=1&page=2');
    expect(page.items).toHaveLength(1);
  });

  it('reads in a fixed number of statements whatever the page holds (no query per row)', async () => {
    if (t.database.kind !== 'postgres') return;
    for (let i = 0; i < 3; i++) await requestOf(await fundedMember(t, 100_000n), 100);
    const few = await roundTripsOf(() => queue('?pageSize=2'));
    const many = await roundTripsOf(() => queue('?pageSize=200'));
    expect(many.length).toBe(few.length);
  });

  it('refuses marketing, an unknown status and unknown parameters', async () => {
    const marketing = await signInNewStaff(t.app, 'marketing');
    expectFailure(await t.app.inject({ url: QUEUE, headers: marketing.headers }), 403, TH.staffNotPermitted);
    expect((await t.app.inject({ url: `${QUEUE}?status=paid`, headers: adminHeaders })).statusCode).toBe(400);
    expectFailure(
      await t.app.inject({ url: `${QUEUE}?sort=amount`, headers: adminHeaders }),
      400,
      TH.unknownField,
    );
  });

  it('support reads the history list with masked accounts and may not act on a withdrawal', async () => {
    const m = await fundedMember(t, 100_000n);
    const id = await requestOf(m, 100);
    const res = await t.app.inject({ url: `${ADMIN}?status=pending&pageSize=200`, headers: support.headers });
    const item = (res.json().data.items as Array<{ id: string; bankAccount: string }>).find(
      (w) => w.id === id,
    );
    expect(item!.bankAccount).toBe(maskAccount(m.BankAccount));
    for (const action of ['approve', 'reject']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/${id}/${action}`,
        headers: support.headers,
      });
      expectFailure(refused, 403, TH.staffNotPermitted);
    }
    expect((await rowOf(id))!.status).toBe('pending');
  });
});
