import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { memberBonuses } from '../../db/schema';
import { deposit } from '../ledger/test-kit';
import {
  approve,
  expectLedgerHealthy,
  fundedMember,
  giveBonus,
  getCondition,
  postWithdraw,
  reject,
  setWithdrawConfig,
  walletOf,
  withdrawalsOf,
} from './test-kit';

/**
 * Issue 16 hole 5 (docs/ABUSE.md 5): a withdrawal under a capped bonus forfeits only what the bonus
 * produced, the member confirms it first, and a voided withdrawal gives it back with the bonus.
 */
const t = useTestApp();

const MANUAL = { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } };
beforeEach(() => setWithdrawConfig(t.app));

/** 800 baht of deposit + bonus under a 500 baht cap, turnover met. */
const giveCappedBonus = (memberId: string) => giveBonus(t, memberId, { credit: 80_000n, cap: 50_000n });

const withdraw = (token: string, Amount: number, Forfeit?: number) =>
  postWithdraw(t.app, token, { Amount, Channel: 'BANK', ...(Forfeit !== undefined && { Forfeit }) });

const bonusRowsOf = (memberId: string) =>
  t.database.db
    .select({ status: memberBonuses.status, endReason: memberBonuses.endReason })
    .from(memberBonuses)
    .where(eq(memberBonuses.memberId, memberId));

async function historyOf(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/history/withdraw',
    headers: memberHeaders(token),
  });
  return (res.json().data.Transaction as Array<{ TransType: string; Amount: number; Status: number }>).map(
    (r) => [r.TransType, r.Amount, r.Status],
  );
}

describe('the forfeit of a withdrawal under a capped bonus', () => {
  it('takes only what the bonus produced: 5,000 deposited after it began stays the member’s', async () => {
    const m = await fundedMember(t);
    await giveCappedBonus(m.id);
    await deposit(t.database.db, m.id, 500_000n);
    // 5,800 held: 500 cap + 5,000 own; 300 above it is the bonus's and goes (it took 5,300), once confirmed.
    expect((await withdraw(m.token, 100)).statusCode).toBe(409);
    const unconfirmed = TH.withdrawForfeitUnconfirmed.replace('{amount}', '300');
    expectFailure(await withdraw(m.token, 100), 409, unconfirmed);
    expectFailure(await withdraw(m.token, 100, 299.99), 409, unconfirmed);
    expect(await getCondition(t.app, m.token)).toMatchObject({
      canWithdraw: true,
      balance: 5800,
      maxWithdrawAmount: 5500,
      forfeit: 300,
    });
    expect((await withdraw(m.token, 100, 300)).json()).toEqual({ success: 1, message: TH.withdrawSuccess });
    expect(await walletOf(t, m.id)).toEqual({ balance: 540_000n, held: 0n, available: 540_000n });
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'paid', forfeited: 300 });
    expect(await historyOf(m.token)).toEqual([
      ['FORFEIT', 300, 1],
      ['WITHDRAW', 100, 1],
    ]);
    await expectLedgerHealthy(t);
  });

  it('lets the member take the cap plus their own money in one withdrawal, no more', async () => {
    const m = await fundedMember(t);
    await giveCappedBonus(m.id);
    await deposit(t.database.db, m.id, 500_000n);
    await setWithdrawConfig(t.app, { maxWithdraw: 0 });
    expectFailure(await withdraw(m.token, 5500.01, 300), 409, 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 5,500 บาท');
    expect((await withdraw(m.token, 5500, 300)).statusCode).toBe(200);
    expect(await walletOf(t, m.id)).toEqual({ balance: 550_000n, held: 550_000n, available: 0n });
    await expectLedgerHealthy(t);
  });

  it('is undone when the operator rejects the withdrawal: money and bonus come back', async () => {
    const m = await fundedMember(t);
    await giveCappedBonus(m.id);
    await setWithdrawConfig(t.app, MANUAL);
    expect((await withdraw(m.token, 100, 300)).json()).toEqual({ success: 1, message: TH.withdrawPending });
    expect(await walletOf(t, m.id)).toEqual({ balance: 50_000n, held: 10_000n, available: 40_000n });
    const [w] = await withdrawalsOf(t.app, m.id);
    expect((await reject(t.app, w!.id)).json().data).toMatchObject({ status: 'rejected', forfeited: 0 });
    expect(await walletOf(t, m.id)).toEqual({ balance: 80_000n, held: 0n, available: 80_000n });
    expect(await bonusRowsOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    expect(await getCondition(t.app, m.token)).toMatchObject({ maxWithdrawAmount: 500, forfeit: 300 });
    // Failed, and what came back a row of its own (issue 17 item 3).
    expect(await historyOf(m.token)).toEqual([
      ['WITHDRAW_RETURN', 100, 1],
      ['FORFEIT_RETURN', 300, 1],
      ['FORFEIT', 300, 3],
      ['WITHDRAW', 100, 3],
    ]);
    // The bonus's conditions hold again: the cap, and the same forfeit.
    expectFailure(await withdraw(m.token, 500.01, 300), 409, 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 500 บาท');
    expect((await withdraw(m.token, 500, 300)).statusCode).toBe(200);
    expect(await walletOf(t, m.id)).toEqual({ balance: 50_000n, held: 50_000n, available: 0n });
    await expectLedgerHealthy(t);
  });

  it('is undone when the payout fails (operator approval or automatic)', async () => {
    const m = await fundedMember(t);
    await giveCappedBonus(m.id);
    await setWithdrawConfig(t.app, MANUAL);
    expect((await withdraw(m.token, 200.13, 300)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, m.id);
    expect((await approve(t.app, w!.id)).json().data).toMatchObject({ status: 'failed', forfeited: 0 });
    expect(await walletOf(t, m.id)).toEqual({ balance: 80_000n, held: 0n, available: 80_000n });
    expect(await bonusRowsOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    await setWithdrawConfig(t.app);
    expectFailure(await withdraw(m.token, 100.13, 300), 503, TH.withdrawPayoutFailed);
    expect(await walletOf(t, m.id)).toEqual({ balance: 80_000n, held: 0n, available: 80_000n });
    expect(await bonusRowsOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    await expectLedgerHealthy(t);
  });

  it('stands when another withdrawal was made after it: no more than the cap ever leaves', async () => {
    const m = await fundedMember(t);
    await giveCappedBonus(m.id);
    await setWithdrawConfig(t.app, MANUAL);
    expect((await withdraw(m.token, 100, 300)).statusCode).toBe(200);
    // No bonus runs now: 400 is withdrawn without one.
    expect((await withdraw(m.token, 400)).statusCode).toBe(200);
    const [first] = await withdrawalsOf(t.app, m.id);
    expect((await reject(t.app, first!.id)).json().data).toMatchObject({
      status: 'rejected',
      forfeited: 300,
    });
    expect(await walletOf(t, m.id)).toEqual({ balance: 50_000n, held: 40_000n, available: 10_000n });
    expect(await bonusRowsOf(m.id)).toEqual([{ status: 'ended', endReason: 'withdrawal' }]);
    await expectLedgerHealthy(t);
  });
});
