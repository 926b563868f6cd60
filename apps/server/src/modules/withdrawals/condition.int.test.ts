import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { members } from '../../db/schema';
import { CONDITION, fundedMember, getCondition, setWithdrawConfig, withdraw } from './test-kit';

const t = useTestApp();

beforeEach(() => setWithdrawConfig(t.app));

describe('GET /fund-composite/v1/withdrawal/condition', () => {
  it('allows a member whose balance reaches the minimum, with the site limits in baht', async () => {
    const m = await fundedMember(t, 123_456n);
    expect(await getCondition(t.app, m.token)).toEqual({
      canWithdraw: true,
      minWithdraw: 100,
      maxWithdraw: 50_000,
      balance: 1234.56,
      nowTurnover: 0,
      needTurnover: 0,
      maxWithdrawAmount: 0,
      forfeit: 0,
      maxNow: 1234.56,
      reason: null,
    });
  });

  it('says why not when the balance is below the minimum', async () => {
    const m = await fundedMember(t, 9_999n);
    expect(await getCondition(t.app, m.token)).toMatchObject({
      canWithdraw: false,
      balance: 99.99,
      reason: 'ยอดเงินคงเหลือไม่ถึงยอดถอนขั้นต่ำ 100 บาท',
    });
  });

  it('counts only what pending withdrawals leave', async () => {
    const m = await fundedMember(t, 1_000_000n);
    await withdraw(t.app, m.token, 9_950);
    expect(await getCondition(t.app, m.token)).toMatchObject({ canWithdraw: false, balance: 50 });
  });

  it('follows the operator: withdrawals off, other limits, no maximum', async () => {
    const m = await fundedMember(t, 100_000n);
    await setWithdrawConfig(t.app, { canWithdraw: false });
    expect(await getCondition(t.app, m.token)).toMatchObject({
      canWithdraw: false,
      reason: TH.withdrawDisabled,
    });
    await setWithdrawConfig(t.app, { minWithdraw: 20.5, maxWithdraw: 0 });
    expect(await getCondition(t.app, m.token)).toMatchObject({
      canWithdraw: true,
      minWithdraw: 20.5,
      maxWithdraw: 0,
    });
    // A maximum of 0 is no maximum.
    expect((await withdraw(t.app, m.token, 1_000)).statusCode).toBe(200);
  });

  it('tells a locked member why, without refusing the question', async () => {
    const m = await fundedMember(t, 100_000n);
    await t.database.db.update(members).set({ locked: true }).where(eq(members.id, m.id));
    expect(await getCondition(t.app, m.token)).toMatchObject({ canWithdraw: false, reason: TH.memberLocked });
  });

  it('needs a member token', async () => {
    expectFailure(
      await t.app.inject({ method: 'GET', url: CONDITION, headers: siteHeaders }),
      401,
      TH.unauthorized,
    );
  });
});
