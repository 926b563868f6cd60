import { TH } from '@chokdee/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEntries, withdrawals } from '../../db/schema';
import { approvedIfPending } from '../approvals/test-kit';
import { signInNewStaff } from '../staff/test-kit';
import {
  ADMIN,
  adminHeaders,
  approve,
  expectLedgerHealthy,
  fundedMember,
  setWithdrawConfig,
  switchablePayout,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/** The back office's auto-withdraw rules (issue 12 screen 2): read, replaced, audited, and applied. */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });
const RULES = `${ADMIN}/rules`;

const putRules = (payload: object, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'PUT', url: RULES, headers, payload });
const NO_RULES = { autoMaxPerDay: 0, firstWithdrawalNeedsApproval: false, largeAmount: 20_000 };

beforeEach(async () => {
  // The base config pays up to 5,000 baht per request automatically.
  await setWithdrawConfig(t.app);
  // Loosening the rules back waits for a second person (issue 23): an owner of the app approves it.
  expect((await approvedIfPending(t.app, await putRules(NO_RULES))).statusCode).toBe(200);
});

describe('GET/PUT /admin/v1/withdrawals/rules', () => {
  it('answers the defaults, replaces the rules and audits the change', async () => {
    const before = await t.app.inject({ url: RULES, headers: adminHeaders });
    expect(before.json()).toEqual({ success: 1, data: NO_RULES });
    const next = { autoMaxPerDay: 8_000.5, firstWithdrawalNeedsApproval: true, largeAmount: 15_000 };
    const res = await putRules(next);
    expect(res.json()).toEqual({ success: 1, data: next, message: TH.withdrawalRulesSaved });
    expect((await t.app.inject({ url: RULES, headers: adminHeaders })).json().data).toEqual(next);
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'withdrawals.rules'));
    expect(entries.at(-1)).toMatchObject({
      actor: 'api-key',
      target: 'withdrawal-rules:site',
      before: NO_RULES,
      after: next,
    });
  });

  it('refuses unknown fields, negative and over-precise amounts, and a partial object', async () => {
    const audited = async () =>
      (await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'withdrawals.rules')))
        .length;
    const count = await audited();
    expectFailure(await putRules({ ...NO_RULES, maxPerRequest: 1 }), 400, TH.unknownField);
    expectFailure(await putRules({ ...NO_RULES, autoMaxPerDay: -1 }), 400);
    expectFailure(await putRules({ ...NO_RULES, largeAmount: 1.005 }), 400);
    expectFailure(await putRules({ autoMaxPerDay: 1 }), 400);
    expect(await audited()).toBe(count);
  });

  it('support reads the rules but may not change them; marketing may not read them', async () => {
    const support = await signInNewStaff(t.app, 'support');
    const marketing = await signInNewStaff(t.app, 'marketing');
    expect((await t.app.inject({ url: RULES, headers: support.headers })).statusCode).toBe(200);
    expectFailure(await putRules(NO_RULES, support.headers), 403, TH.staffNotPermitted);
    expectFailure(await t.app.inject({ url: RULES, headers: marketing.headers }), 403, TH.staffNotPermitted);
    const finance = await signInNewStaff(t.app, 'finance');
    expect((await putRules(NO_RULES, finance.headers)).statusCode).toBe(200);
  });
});

describe('the rules applied to requests', () => {
  it('a first withdrawal waits for staff when the rules say so; once one is paid, the next is automatic', async () => {
    await putRules({ ...NO_RULES, firstWithdrawalNeedsApproval: true });
    const m = await fundedMember(t, 100_000n);
    expect((await withdraw(t.app, m.token, 200)).json()).toEqual({ success: 1, message: TH.withdrawPending });
    const [first] = await withdrawalsOf(t.app, m.id);
    expect(first).toMatchObject({ status: 'pending', reviewReason: 'firstWithdrawal' });
    // Until one is paid, every request is still a first withdrawal.
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
    expect((await withdrawalsOf(t.app, m.id))[1]).toMatchObject({ reviewReason: 'firstWithdrawal' });
    expect((await approve(t.app, first!.id)).json().data.status).toBe('paid');
    expect((await withdraw(t.app, m.token, 300)).json()).toEqual({ success: 1, message: TH.withdrawSuccess });
    expect((await withdrawalsOf(t.app, m.id))[2]).toMatchObject({ status: 'paid', reviewReason: null });
    await expectLedgerHealthy(t);
  });

  it('past the daily maximum a request waits; refused ones do not count; another member has his own day', async () => {
    await putRules({ ...NO_RULES, autoMaxPerDay: 1_000 });
    const m = await fundedMember(t, 300_000n);
    expect((await withdraw(t.app, m.token, 600)).json().message).toBe(TH.withdrawSuccess);
    expect((await withdraw(t.app, m.token, 400)).json().message).toBe(TH.withdrawSuccess);
    // 1,000 baht paid today: the next request is past the maximum.
    expect((await withdraw(t.app, m.token, 100)).json().message).toBe(TH.withdrawPending);
    const rows = await withdrawalsOf(t.app, m.id);
    expect(rows.map((w) => [w.status, w.reviewReason])).toEqual([
      ['paid', null],
      ['paid', null],
      ['pending', 'dailyLimit'],
    ]);
    // A rejected request gives its share of the day back.
    expect(
      (await t.app.inject({ method: 'POST', url: `${ADMIN}/${rows[2]!.id}/reject`, headers: adminHeaders }))
        .statusCode,
    ).toBe(200);
    expect(
      (await approvedIfPending(t.app, await putRules({ ...NO_RULES, autoMaxPerDay: 1_100 }))).statusCode,
    ).toBe(200);
    expect((await withdraw(t.app, m.token, 100)).json().message).toBe(TH.withdrawSuccess);
    const other = await fundedMember(t, 100_000n);
    expect((await withdraw(t.app, other.token, 1_000)).json().message).toBe(TH.withdrawSuccess);
    expect(await walletOf(t, m.id)).toEqual({ balance: 190_000n, held: 0n, available: 190_000n });
    await expectLedgerHealthy(t);
  });

  it("the day is Bangkok's: a payout just before today's midnight (UTC+7) is yesterday's, one at midnight counts", async () => {
    await putRules({ ...NO_RULES, autoMaxPerDay: 1_000 });
    const m = await fundedMember(t, 300_000n);
    expect((await withdraw(t.app, m.token, 1_000)).json().message).toBe(TH.withdrawSuccess);
    const [paid] = await withdrawalsOf(t.app, m.id);
    const midnight = sql`(date_trunc('day', (now() at time zone 'UTC') + interval '7 hours') - interval '7 hours') at time zone 'UTC'`;
    const moveTo = (at: SQL) =>
      t.database.db.update(withdrawals).set({ createdAt: at }).where(eq(withdrawals.id, paid!.id));
    await moveTo(sql`${midnight} - interval '1 second'`);
    expect((await withdraw(t.app, m.token, 500)).json().message).toBe(TH.withdrawSuccess);
    await moveTo(midnight);
    expect((await withdraw(t.app, m.token, 100)).json().message).toBe(TH.withdrawPending);
    expect((await withdrawalsOf(t.app, m.id)).at(-1)).toMatchObject({ reviewReason: 'dailyLimit' });
  });

  it('the rules do not hold what is not automatic anyway: above the per-request maximum no reviewReason', async () => {
    await putRules({ ...NO_RULES, firstWithdrawalNeedsApproval: true, autoMaxPerDay: 1 });
    const m = await fundedMember(t, 1_000_000n);
    expect((await withdraw(t.app, m.token, 6_000)).json().message).toBe(TH.withdrawPending);
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'pending', reviewReason: null });
  });
});
