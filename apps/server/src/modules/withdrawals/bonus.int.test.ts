import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, getRefresh } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { memberBonuses } from '../../db/schema';
import { activeBonusOf } from '../promotions';
import {
  approve,
  expectLedgerHealthy,
  fundedMember,
  giveBonus,
  getCondition,
  postWithdraw,
  setWithdrawConfig,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/** The turnover rule and the bonus's max withdraw, on real bonus rows of the promotions module. */
const t = useTestApp();

beforeEach(() => setWithdrawConfig(t.app));

const bonusRowsOf = (memberId: string) =>
  t.database.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, memberId));

describe('withdrawals under an active bonus', () => {
  it('are refused while the turnover is not met, and the condition says why', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 30_000n, needTurnover: 150_050n, cap: 100_000n });
    const reason = 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 0 จาก 1,500.50 บาท)';
    expectFailure(await withdraw(t.app, m.token, 100), 409, reason);
    expect(await getCondition(t.app, m.token)).toEqual({
      canWithdraw: false,
      minWithdraw: 100,
      maxWithdraw: 50_000,
      balance: 300,
      nowTurnover: 0,
      needTurnover: 1500.5,
      maxWithdrawAmount: 1000,
      maxNow: 0,
      forfeit: 0,
      reason,
    });
    expect(await walletOf(t, m.id)).toMatchObject({ held: 0n });
    expect(await activeBonusOf(t.database.db, m.id)).not.toBeNull();
  });

  it('are capped at the max withdraw: more is refused and the bonus keeps running', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
    expectFailure(await withdraw(t.app, m.token, 500.01), 409, 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 500 บาท');
    expect(await getCondition(t.app, m.token)).toMatchObject({ canWithdraw: true, maxWithdrawAmount: 500 });
    expect(await activeBonusOf(t.database.db, m.id)).not.toBeNull();
  });

  it('end the bonus; credit above the max withdraw is forfeited, the rest stays the member’s', async () => {
    const m = await fundedMember(t);
    const promotionId = await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
    // The member confirms the forfeit the condition showed (docs/ABUSE.md 5).
    expect(await getCondition(t.app, m.token)).toMatchObject({ forfeit: 300 });
    expect((await withdrawConfirming(m.token, 100, 300)).json()).toEqual({
      success: 1,
      message: TH.withdrawSuccess,
    });
    const [w] = await withdrawalsOf(t.app, m.id);
    expect(w).toMatchObject({ status: 'paid', amount: 100, bonusPromotionId: promotionId, forfeited: 300 });
    // 800 - 100 paid - 300 above the 500 cap: at most 500 leaves the site from this bonus.
    expect(await walletOf(t, m.id)).toEqual({ balance: 40_000n, held: 0n, available: 40_000n });
    expect(await bonusRowsOf(m.id)).toMatchObject([{ status: 'ended', endReason: 'withdrawal' }]);
    expect((await getRefresh(t.app, m.token)).json().data.BonusInfo).toMatchObject({ bonusId: null });
    expect(await getCondition(t.app, m.token)).toMatchObject({
      canWithdraw: true,
      balance: 400,
      needTurnover: 0,
      maxWithdrawAmount: 0,
    });
    // No bonus any more: the rest can be withdrawn.
    expect((await withdraw(t.app, m.token, 400)).statusCode).toBe(200);
    expect(await walletOf(t, m.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
    await expectLedgerHealthy(t);
  });

  it('end an unlimited bonus without forfeiting anything', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 80_000n, cap: null });
    expect(await getCondition(t.app, m.token)).toMatchObject({ canWithdraw: true, maxWithdrawAmount: 0 });
    expect((await withdraw(t.app, m.token, 700)).statusCode).toBe(200);
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'paid', forfeited: 0 });
    expect(await walletOf(t, m.id)).toEqual({ balance: 10_000n, held: 0n, available: 10_000n });
    expect(await bonusRowsOf(m.id)).toMatchObject([{ status: 'ended', endReason: 'withdrawal' }]);
    await expectLedgerHealthy(t);
  });

  it('give the bonus and the forfeit back when the payout fails; the requested amount returns', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
    await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
    expect((await withdrawConfirming(m.token, 200.13, 300)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, m.id);
    expect((await approve(t.app, w!.id)).json().data).toMatchObject({ status: 'failed', forfeited: 0 });
    expect(await walletOf(t, m.id)).toEqual({ balance: 80_000n, held: 0n, available: 80_000n });
    expect(await activeBonusOf(t.database.db, m.id)).not.toBeNull();
    await expectLedgerHealthy(t);
  });

  it('in parallel: one request ends the bonus, and no more than the cap ever leaves', async () => {
    const m = await fundedMember(t);
    await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
    const results = await Promise.all(Array.from({ length: 8 }, () => withdrawConfirming(m.token, 200, 300)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const rows = await withdrawalsOf(t.app, m.id);
    expect(rows.map((w) => w.status)).toEqual(['paid', 'paid']);
    expect(rows.filter((w) => w.bonusPromotionId !== null)).toHaveLength(1);
    expect(rows.reduce((sum, w) => sum + (w.forfeited as number), 0)).toBe(300);
    expect(await walletOf(t, m.id)).toEqual({ balance: 10_000n, held: 0n, available: 10_000n });
    await expectLedgerHealthy(t);
  });
});

/** A withdrawal sent with the forfeit the member confirmed (baht). */
function withdrawConfirming(token: string, Amount: number, Forfeit: number) {
  return postWithdraw(t.app, token, { Amount, Channel: 'BANK', Forfeit });
}
