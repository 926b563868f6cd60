import { ITEM_CODE_BONUS_ID, TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure, getRefresh, memberHeaders, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { itemCodes, members } from '../../db/schema';
import { houseAccount, memberAccount, transfer } from '../ledger';
import { giveBonus } from '../withdrawals/test-kit';
import { REDEEM_TRIES } from './service';
import {
  ADMIN_ITEMCODES,
  codeWith,
  createCode,
  expectLedgerHealthy,
  gameWalletOf,
  member,
  newCode,
  REDEEM,
  redeem,
} from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

describe('POST /admin/v1/itemcodes', () => {
  it('creates a code, stored upper-case, with its limits', async () => {
    const code = newCode().toLowerCase();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await createCode(t.app, { code, amount: 12.5, turnover: 100, maxUses: 3, expiresAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      message: TH.itemCodeCreated,
      data: {
        id: expect.any(String),
        code: code.toUpperCase(),
        amount: 12.5,
        turnover: 100,
        maxUses: 3,
        usedCount: 0,
        expiresAt,
        createdAt: expect.any(String),
      },
    });
  });

  it('refuses an existing code in any case (409)', async () => {
    const code = await codeWith(t.app);
    expectFailure(
      await createCode(t.app, { code: code.toLowerCase(), amount: 10 }),
      409,
      TH.itemCodeDuplicate,
    );
  });

  it('refuses bad fields (400) and a missing or wrong admin key (403)', async () => {
    expectFailure(await createCode(t.app, { code: 'a b', amount: 10 }), 400, TH.itemCodeFormat);
    expectFailure(await createCode(t.app, { code: newCode(), amount: 0 }), 400, TH.invalidAmount);
    expectFailure(await createCode(t.app, { code: newCode(), amount: 1.001 }), 400, TH.invalidAmount);
    expectFailure(await createCode(t.app, { code: newCode(), amount: 5, maxUses: 0 }), 400);
    expectFailure(await createCode(t.app, { code: newCode(), amount: 5, extra: 1 }), 400);
    const payload = { code: newCode(), amount: 10 };
    for (const headers of [{}, { 'x-admin-key': 'wrong' }, siteHeaders]) {
      const res = await t.app.inject({ method: 'POST', url: ADMIN_ITEMCODES, headers, payload });
      expectFailure(res, 403, TH.forbidden);
    }
  });
});

describe('POST /user-profile-composite/v1/topup/itemcode/redeem', () => {
  it('credits free credit shown as an ITEMCODE deposit, not counted in totalDeposit', async () => {
    const code = await codeWith(t.app, { amount: 50 });
    const m = await member(t);
    const res = await redeem(t.app, m.token, ` ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: { amount: 50, turnover: 0 },
      message: 'รับเครดิตฟรี 50 บาท เรียบร้อยแล้ว',
    });
    expect(await gameWalletOf(t, m.id)).toBe(5_000n);
    const history = await t.app.inject({
      url: '/user-profile-composite/v1/history/deposit',
      headers: memberHeaders(m.token),
    });
    expect(history.json().data.Transaction).toMatchObject([
      { TransType: 'DEPOSIT', Amount: 50, Status: 1, BonusInfo: { _id: ITEM_CODE_BONUS_ID } },
    ]);
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info.totalDeposit).toBe(0);
    expect(info.internalWallet.gameWallet).toBe(50);
    const [row] = await t.database.db.select().from(itemCodes).where(eq(itemCodes.code, code));
    expect(row!.usedCount).toBe(1);
    await expectLedgerHealthy(t);
  });

  it('answers 404 for an unknown code and 400 for an empty one', async () => {
    const m = await member(t);
    expectFailure(await redeem(t.app, m.token, 'NO-SUCH-CODE'), 404, TH.itemCodeNotFound);
    expectFailure(await redeem(t.app, m.token, '   '), 400, TH.itemCodeEmpty);
    expectFailure(await redeem(t.app, m.token, 12), 400, TH.itemCodeEmpty);
    expect(await gameWalletOf(t, m.id)).toBe(0n);
  });

  it('answers 409 for an expired code', async () => {
    const code = await codeWith(t.app, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const m = await member(t);
    expectFailure(await redeem(t.app, m.token, code), 409, TH.itemCodeExpired);
    expect(await gameWalletOf(t, m.id)).toBe(0n);
  });

  it('answers 409 once maxUses members redeemed it', async () => {
    const code = await codeWith(t.app, { maxUses: 1 });
    const [a, b] = [await member(t), await member(t)];
    expect((await redeem(t.app, a.token, code)).statusCode).toBe(200);
    expectFailure(await redeem(t.app, b.token, code), 409, TH.itemCodeUsedUp);
    expect(await gameWalletOf(t, b.id)).toBe(0n);
  });

  it('answers 409 when the member already redeemed it', async () => {
    const code = await codeWith(t.app);
    const m = await member(t);
    expect((await redeem(t.app, m.token, code)).statusCode).toBe(200);
    expectFailure(await redeem(t.app, m.token, code), 409, TH.itemCodeAlreadyRedeemed);
    expect(await gameWalletOf(t, m.id)).toBe(5_000n);
    await expectLedgerHealthy(t);
  });

  it('starts a turnover condition the withdrawal rules apply', async () => {
    const code = await codeWith(t.app, { amount: 100, turnover: 1000 });
    const m = await member(t);
    const res = await redeem(t.app, m.token, code);
    expect(res.json().data).toEqual({ amount: 100, turnover: 1000 });
    const condition = await t.app.inject({
      url: '/fund-composite/v1/withdrawal/condition',
      headers: memberHeaders(m.token),
    });
    // Nothing to withdraw yet, and the reason names the code, not a promotion (issue 24 item 2).
    expect(condition.json().data).toMatchObject({
      canWithdraw: false,
      needTurnover: 1000,
      nowTurnover: 0,
      maxNow: 0,
      reason: 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขของโค้ดที่ใช้ (ทำแล้ว 0 จาก 1,000 บาท)',
    });
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info.BonusInfo).toMatchObject({ needTurnover: 1000, DepositAmount: 100, maxWithdrawAmount: 0 });
    // A second turnover code waits while the first condition's credit is still in play.
    const second = await codeWith(t.app, { amount: 20, turnover: 100 });
    expectFailure(await redeem(t.app, m.token, second), 409, TH.itemCodeBonusRunning);
    // A code without turnover is fine meanwhile.
    expect((await redeem(t.app, m.token, await codeWith(t.app))).statusCode).toBe(200);
    expect(await gameWalletOf(t, m.id)).toBe(15_000n);
    await expectLedgerHealthy(t);
  });

  it('ends a played-out condition (credit below 1 baht) before starting the new one', async () => {
    const m = await member(t);
    expect(
      (await redeem(t.app, m.token, await codeWith(t.app, { amount: 1, turnover: 10 }))).statusCode,
    ).toBe(200);
    // Spend the credit as a game would (bet to a partner).
    await transfer(t.database.db, {
      from: memberAccount(m.id, 'gameWallet'),
      to: houseAccount('partner:TEST'),
      amount: 100n,
      kind: 'bet',
      reference: 'test',
      idempotencyKey: `test-bet:${m.id}`,
    });
    const res = await redeem(t.app, m.token, await codeWith(t.app, { amount: 30, turnover: 300 }));
    expect(res.statusCode).toBe(200);
    const info = (await getRefresh(t.app, m.token)).json().data;
    expect(info.BonusInfo).toMatchObject({ needTurnover: 300, DepositAmount: 30 });
  });

  it('refuses a turnover code while a deposit promotion still runs', async () => {
    const m = await member(t);
    await giveBonus(t, m.id, { credit: 10_000n, needTurnover: 50_000n, cap: null });
    const code = await codeWith(t.app, { turnover: 100 });
    expectFailure(await redeem(t.app, m.token, code), 409, TH.itemCodeBonusRunning);
    expect(await gameWalletOf(t, m.id)).toBe(10_000n);
    // The refusal did not use the code up for this member.
    const [row] = await t.database.db.select().from(itemCodes).where(eq(itemCodes.code, code));
    expect(row!.usedCount).toBe(0);
  });

  it(`limits tries to ${REDEEM_TRIES} per member per window (429)`, async () => {
    const m = await member(t);
    for (let i = 0; i < REDEEM_TRIES; i += 1) {
      expectFailure(await redeem(t.app, m.token, `GUESS${i}XX`), 404, TH.itemCodeNotFound);
    }
    const code = await codeWith(t.app);
    expectFailure(await redeem(t.app, m.token, code), 429, TH.tooManyRequests);
    expect(await gameWalletOf(t, m.id)).toBe(0n);
    // Other members are not affected.
    expect((await redeem(t.app, (await member(t)).token, code)).statusCode).toBe(200);
  });

  it('refuses a locked member (403) without using the code', async () => {
    const code = await codeWith(t.app, { maxUses: 1 });
    const m = await member(t);
    await t.database.db.update(members).set({ locked: true }).where(eq(members.id, m.id));
    expectFailure(await redeem(t.app, m.token, code), 403, TH.memberLocked);
    expect(await gameWalletOf(t, m.id)).toBe(0n);
    expect((await redeem(t.app, (await member(t)).token, code)).statusCode).toBe(200);
  });

  it('needs a member token (401) and the site key (403)', async () => {
    const code = await codeWith(t.app);
    const payload = { redeem_code: code };
    expectFailure(await t.app.inject({ method: 'POST', url: REDEEM, headers: siteHeaders, payload }), 401);
    expectFailure(await t.app.inject({ method: 'POST', url: REDEEM, payload }), 403, TH.forbidden);
  });
});
