import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, getRefresh, memberHeaders, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { simulatedPayout } from '../../adapters/payout/simulator';
import { members } from '../../db/schema';
import {
  expectLedgerHealthy,
  fundedMember,
  paidCounter,
  postWithdraw,
  setWithdrawConfig,
  walletOf,
  withdraw,
  withdrawalsOf,
  WITHDRAW,
} from './test-kit';

const payout = simulatedPayout();
const t = useTestApp({ adapters: { payout } });

beforeEach(() => setWithdrawConfig(t.app));

describe('POST /fund-composite/v1/withdrawal: validation', () => {
  it.each([
    ['a missing amount', { Channel: 'BANK' }],
    ['an amount as text', { Amount: '500', Channel: 'BANK' }],
    ['a zero amount', { Amount: 0, Channel: 'BANK' }],
    ['a negative amount', { Amount: -100, Channel: 'BANK' }],
    ['three decimals', { Amount: 100.125, Channel: 'BANK' }],
    ['an absurd amount', { Amount: 1e12, Channel: 'BANK' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const m = await fundedMember(t, 100_000n);
    expectFailure(await postWithdraw(t.app, m.token, payload), 400, TH.invalidAmount);
  });

  it('refuses a channel other than BANK, and unknown fields', async () => {
    const m = await fundedMember(t, 100_000n);
    expectFailure(await postWithdraw(t.app, m.token, { Amount: 100 }), 400, TH.withdrawChannelInvalid);
    expectFailure(
      await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'WALLET' }),
      400,
      TH.withdrawChannelInvalid,
    );
    expectFailure(
      await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK', memberId: m.id }),
      400,
      TH.unknownField,
    );
    expect(await withdrawalsOf(t.app, m.id)).toEqual([]);
  });

  it('refuses a request without a token with 401 whatever its body', async () => {
    const res = await t.app.inject({ method: 'POST', url: WITHDRAW, headers: siteHeaders, payload: {} });
    expectFailure(res, 401, TH.unauthorized);
  });
});

describe('POST /fund-composite/v1/withdrawal: rules', () => {
  it("refuses below the minimum with 'ถอนเงินขั้นต่ำ {min} บาท', the minimum as the config holds it", async () => {
    const m = await fundedMember(t, 100_000n);
    expectFailure(await withdraw(t.app, m.token, 99.99), 400, 'ถอนเงินขั้นต่ำ 100 บาท');
    await setWithdrawConfig(t.app, { minWithdraw: 99.5 });
    expectFailure(await withdraw(t.app, m.token, 99.49), 400, 'ถอนเงินขั้นต่ำ 99.50 บาท');
    expect(await walletOf(t, m.id)).toEqual({ balance: 100_000n, held: 0n, available: 100_000n });
  });

  it('refuses above the maximum per withdrawal with 400', async () => {
    const m = await fundedMember(t, 10_000_000n);
    await setWithdrawConfig(t.app, { maxWithdraw: 20_000 });
    expectFailure(await withdraw(t.app, m.token, 20_000.01), 400, 'ถอนเงินได้สูงสุดครั้งละ 20,000 บาท');
    expect(await withdrawalsOf(t.app, m.id)).toEqual([]);
  });

  it('refuses more than the available balance with 409 and reserves nothing', async () => {
    const m = await fundedMember(t, 50_000n);
    expectFailure(await withdraw(t.app, m.token, 500.01), 409, TH.insufficientFunds);
    expect(await walletOf(t, m.id)).toEqual({ balance: 50_000n, held: 0n, available: 50_000n });
  });

  it('refuses with 409 while the operator has turned withdrawals off', async () => {
    const m = await fundedMember(t, 50_000n);
    await setWithdrawConfig(t.app, { canWithdraw: false });
    expectFailure(await withdraw(t.app, m.token, 100), 409, TH.withdrawDisabled);
    expect(await walletOf(t, m.id)).toMatchObject({ held: 0n });
  });

  it('refuses a locked member with 403', async () => {
    const m = await fundedMember(t, 50_000n);
    await t.database.db.update(members).set({ locked: true }).where(eq(members.id, m.id));
    expectFailure(await withdraw(t.app, m.token, 100), 403, TH.memberLocked);
    expect(await withdrawalsOf(t.app, m.id)).toEqual([]);
  });
});

describe('POST /fund-composite/v1/withdrawal: automatic payout', () => {
  it('pays at once up to maxautoWithdraw: success message, money gone, payout sent to the bound account', async () => {
    const m = await fundedMember(t, 300_000n);
    const paidBefore = await paidCounter(t.app);
    const res = await withdraw(t.app, m.token, 1_234.56);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: 'ถอนเงินสำเร็จ' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 176_544n, held: 0n, available: 176_544n });
    const [w] = await withdrawalsOf(t.app, m.id);
    expect(w).toMatchObject({
      status: 'paid',
      amount: 1234.56,
      channel: 'BANK',
      bankCode: m.BankCode,
      bankAccount: m.BankAccount,
      accountName: `${m.firstName} ${m.lastName}`,
      payoutReference: expect.stringMatching(/^SIM-/),
      resolvedAt: expect.any(String),
    });
    expect(payout.payments.get(`withdrawal:${w!.id}`)).toMatchObject({
      amount: 123_456n,
      bankAccount: m.BankAccount,
      status: 'paid',
    });
    expect(await paidCounter(t.app)).toBe(paidBefore + 1);
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info).toMatchObject({ totalWithdraw: 1234.56, internalWallet: { gameWallet: 1765.44 } });
    await expectLedgerHealthy(t);
  });

  it('returns the reserved money and marks the withdrawal failed when the payout fails', async () => {
    const m = await fundedMember(t, 100_000n);
    expectFailure(await withdraw(t.app, m.token, 200.13), 503, TH.withdrawPayoutFailed);
    expect(await walletOf(t, m.id)).toEqual({ balance: 100_000n, held: 0n, available: 100_000n });
    const [w] = await withdrawalsOf(t.app, m.id);
    expect(w).toMatchObject({ status: 'failed', reason: expect.stringContaining('.13') });
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info.totalWithdraw).toBe(0);
    await expectLedgerHealthy(t);
  });

  it('leaves a withdrawal above maxautoWithdraw waiting for an operator, the money reserved', async () => {
    const m = await fundedMember(t, 1_000_000n);
    const res = await withdraw(t.app, m.token, 5_000.01);
    // Not 'ถอนเงินสำเร็จ': nothing is paid until the operator approves (issue 16, hole 11).
    expect(res.json()).toEqual({ success: 1, message: TH.withdrawPending });
    expect(await walletOf(t, m.id)).toEqual({ balance: 1_000_000n, held: 500_001n, available: 499_999n });
    const [w] = await withdrawalsOf(t.app, m.id);
    expect(w).toMatchObject({ status: 'pending', payingSince: null, payoutReference: null });
    expect(payout.payments.has(`withdrawal:${w!.id}`)).toBe(false);
    // The member sees only what is left to spend.
    const balance = await t.app.inject({
      method: 'GET',
      url: '/user-profile-composite/v1/profile/balance',
      headers: memberHeaders(m.token),
    });
    expect(balance.json().data.balance).toBe(4_999.99);
    await expectLedgerHealthy(t);
  });

  it('pays exactly maxautoWithdraw automatically', async () => {
    const m = await fundedMember(t, 1_000_000n);
    await withdraw(t.app, m.token, 5_000);
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'paid' });
  });

  it('sends everything to the operator when automatic payouts are off', async () => {
    const m = await fundedMember(t, 100_000n);
    await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 5_000 } });
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'pending' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 100_000n, held: 10_000n, available: 90_000n });
  });

  it('counts pending withdrawals against the balance of the next one', async () => {
    const m = await fundedMember(t, 1_000_000n);
    await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
    expect((await withdraw(t.app, m.token, 6_000)).statusCode).toBe(200);
    expectFailure(await withdraw(t.app, m.token, 4_000.01), 409, TH.insufficientFunds);
    expect((await withdraw(t.app, m.token, 4_000)).statusCode).toBe(200);
    expect(await walletOf(t, m.id)).toEqual({ balance: 1_000_000n, held: 1_000_000n, available: 0n });
    await expectLedgerHealthy(t);
  });
});
