import { TH } from '@chokdee/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import {
  ADMIN,
  adminHeaders,
  approve,
  expectLedgerHealthy,
  fundedMember,
  listWithdrawals,
  paidCounter,
  reject,
  setWithdrawConfig,
  switchablePayout,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

beforeEach(async () => {
  gateway.state.mode = 'up';
  // Everything waits for an operator unless a test says otherwise.
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
});

/** A member with `baht` of credit who has asked to withdraw all of it. */
async function pending(baht: number) {
  const m = await fundedMember(t, BigInt(Math.round(baht * 100)));
  expect((await withdraw(t.app, m.token, baht)).statusCode).toBe(200);
  const [w] = await withdrawalsOf(t.app, m.id);
  return { m, id: w!.id };
}

describe('GET /admin/v1/withdrawals', () => {
  it('lists by status, oldest first, with the member and the payout state', async () => {
    const a = await pending(150);
    const b = await pending(250);
    const pendingList = await listWithdrawals(t.app, '?status=pending&pageSize=200');
    const ids = pendingList.items.map((w) => w.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(pendingList.items.every((w) => w.status === 'pending')).toBe(true);
    expect(pendingList.items.find((w) => w.id === b.id)).toEqual({
      id: b.id,
      memberId: b.m.id,
      phoneNumber: b.m.phoneNumber,
      amount: 250,
      channel: 'BANK',
      bankCode: b.m.BankCode,
      bankAccount: b.m.BankAccount,
      accountName: `${b.m.firstName} ${b.m.lastName}`,
      status: 'pending',
      holdId: expect.any(String),
      payoutReference: null,
      bonusPromotionId: null,
      forfeited: 0,
      reason: null,
      reviewReason: null,
      createdAt: expect.any(String),
      payingSince: null,
      resolvedAt: null,
    });
    await approve(t.app, a.id);
    expect((await listWithdrawals(t.app, '?status=paid&pageSize=200')).items.map((w) => w.id)).toContain(
      a.id,
    );
    const page = await listWithdrawals(t.app, '?pageSize=1&page=2');
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('needs the admin key and a known status', async () => {
    expect((await t.app.inject({ method: 'GET', url: ADMIN, headers: siteHeaders })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}?status=lost`, headers: adminHeaders });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /admin/v1/withdrawals/:id/approve', () => {
  it('pays through the payout service and posts the hold; a repeat answers the same and pays nothing', async () => {
    const { m, id } = await pending(800);
    const paidBefore = await paidCounter(t.app);
    const res = await approve(t.app, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: 1,
      message: TH.withdrawalPaid,
      data: { id, status: 'paid', payoutReference: expect.stringMatching(/^SIM-/) },
    });
    expect(await walletOf(t, m.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
    const calls = gateway.state.calls;
    const again = await approve(t.app, id);
    expect(again.json()).toMatchObject({ success: 1, message: TH.withdrawalPaid, data: { status: 'paid' } });
    expect(gateway.state.calls).toBe(calls);
    expect(await paidCounter(t.app)).toBe(paidBefore + 1);
    await expectLedgerHealthy(t);
  });

  it('marks the withdrawal failed and returns the money when the payout fails', async () => {
    const { m, id } = await pending(900.13);
    const res = await approve(t.app, id);
    expect(res.json()).toMatchObject({
      success: 1,
      message: TH.withdrawalPayoutFailedAdmin,
      data: { status: 'failed', reason: expect.any(String), resolvedAt: expect.any(String) },
    });
    expect(await walletOf(t, m.id)).toEqual({ balance: 90_013n, held: 0n, available: 90_013n });
    expectFailure(await approve(t.app, id), 409, TH.alreadyProcessed);
    expectFailure(await reject(t.app, id), 409, TH.alreadyProcessed);
    await expectLedgerHealthy(t);
  });

  it('keeps the money reserved while the payout outcome is unknown', async () => {
    const { m, id } = await pending(400);
    gateway.state.mode = 'down';
    const res = await approve(t.app, id);
    expect(res.json()).toMatchObject({
      message: TH.withdrawalPaying,
      data: { status: 'paying', payingSince: expect.any(String) },
    });
    expect(await walletOf(t, m.id)).toEqual({ balance: 40_000n, held: 40_000n, available: 0n });
    // Only recovery resends a payout in flight: approving again does not call the gateway.
    const calls = gateway.state.calls;
    expect((await approve(t.app, id)).json().data.status).toBe('paying');
    expectFailure(await reject(t.app, id), 409, TH.alreadyProcessed);
    expect(gateway.state.calls).toBe(calls);
    await expectLedgerHealthy(t);
  });

  it('answers 404 for an unknown or malformed id and 403 without the admin key', async () => {
    expectFailure(await approve(t.app, '00000000-0000-4000-8000-000000000000'), 404, TH.notFound);
    expectFailure(await approve(t.app, 'not-a-uuid'), 404, TH.notFound);
    const { id } = await pending(100);
    const res = await t.app.inject({ method: 'POST', url: `${ADMIN}/${id}/approve`, headers: siteHeaders });
    expectFailure(res, 403, TH.forbidden);
    expect((await listWithdrawals(t.app, '?status=pending&pageSize=200')).items.map((w) => w.id)).toContain(
      id,
    );
  });
});

describe('POST /admin/v1/withdrawals/:id/reject', () => {
  it('voids the hold (the money is spendable again) and records the reason; a repeat changes nothing', async () => {
    const { m, id } = await pending(350);
    const res = await reject(t.app, id, { reason: 'บัญชีปลายทางไม่ตรงกับชื่อสมาชิก' });
    expect(res.json()).toMatchObject({
      success: 1,
      message: TH.withdrawalRejected,
      data: { status: 'rejected', reason: 'บัญชีปลายทางไม่ตรงกับชื่อสมาชิก', resolvedAt: expect.any(String) },
    });
    expect(await walletOf(t, m.id)).toEqual({ balance: 35_000n, held: 0n, available: 35_000n });
    expect((await reject(t.app, id)).json()).toMatchObject({ success: 1, data: { status: 'rejected' } });
    expectFailure(await approve(t.app, id), 409, TH.alreadyProcessed);
    // The returned money can be withdrawn again.
    expect((await withdraw(t.app, m.token, 350)).statusCode).toBe(200);
    await expectLedgerHealthy(t);
  });

  it('works without a body, refuses a paid withdrawal, and needs the admin key', async () => {
    const { id } = await pending(120);
    expect((await reject(t.app, id)).json().data).toMatchObject({ status: 'rejected', reason: null });
    const paid = await pending(130);
    await approve(t.app, paid.id);
    expectFailure(await reject(t.app, paid.id), 409, TH.alreadyProcessed);
    expectFailure(await reject(t.app, paid.id, { reason: 'x'.repeat(501) }), 400);
    expectFailure(await reject(t.app, paid.id, { note: 'x' }), 400, TH.unknownField);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${paid.id}/reject`,
      headers: siteHeaders,
    });
    expectFailure(res, 403, TH.forbidden);
  });
});

describe('OpenAPI', () => {
  it('documents every withdrawal call', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/fund-composite/v1/withdrawal/condition'].get.summary).toContain('canWithdraw');
    expect(paths['/fund-composite/v1/withdrawal'].post.requestBody).toBeDefined();
    for (const path of [
      '/admin/v1/withdrawals/{id}/approve',
      '/admin/v1/withdrawals/{id}/reject',
      `${ADMIN}/recover`,
    ]) {
      expect(paths[path].post.security).toEqual([{ adminKey: [] }, { staffSession: [] }]);
    }
    expect(paths[ADMIN].get.parameters.map((p: { name: string }) => p.name)).toContain('status');
    expect(paths[`${ADMIN}/queue`].get.summary).toContain('queue');
    expect(paths[`${ADMIN}/stream`].get.summary).toContain('text/event-stream');
    expect(paths[`${ADMIN}/rules`].put.requestBody).toBeDefined();
  });
});
