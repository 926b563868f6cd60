import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { deposit } from '../ledger/test-kit';
import { fundedMember, getCondition, giveBonus, postWithdraw, setWithdrawConfig } from './test-kit';

/**
 * Issue 26 item 1: the member card's and the withdraw panel's "ถอนได้สูงสุด" is the condition's `maxNow`, so
 * it must be exactly what one withdrawal may take, for a member whose capped bonus sits on own money too
 * (docs/decisions/039-capped-bonus-waits-for-money.md).
 */
const t = useTestApp();

beforeEach(() => setWithdrawConfig(t.app));

const withdraw = (token: string, Amount: number, Forfeit: number) =>
  postWithdraw(t.app, token, { Amount, Channel: 'BANK', Forfeit });

/** 800 held under a 500 baht cap (300 of it the bonus's), then 5,000 deposited: own money. */
async function cappedMemberWithOwnMoney() {
  const m = await fundedMember(t);
  await giveBonus(t, m.id, { credit: 80_000n, cap: 50_000n });
  await deposit(t.database.db, m.id, 500_000n);
  return m;
}

describe('"ถอนได้สูงสุด" is what the server accepts', () => {
  it('is the cap plus own money, not the cap alone', async () => {
    await setWithdrawConfig(t.app, { maxWithdraw: 0 });
    const m = await cappedMemberWithOwnMoney();
    const condition = await getCondition(t.app, m.token);
    expect(condition).toMatchObject({ balance: 5800, maxWithdrawAmount: 5500, forfeit: 300, maxNow: 5500 });
    const { maxNow, forfeit } = condition;
    expectFailure(await withdraw(m.token, maxNow + 0.01, forfeit), 409, 'โปรโมชั่นที่รับอยู่ถอนได้สูงสุด 5,500 บาท');
    expect((await withdraw(m.token, maxNow, forfeit)).statusCode).toBe(200);
  });

  it("is the site's maximum when that is lower", async () => {
    await setWithdrawConfig(t.app, { maxWithdraw: 2_000 });
    const m = await cappedMemberWithOwnMoney();
    const { maxNow, forfeit } = await getCondition(t.app, m.token);
    expect(maxNow).toBe(2000);
    expectFailure(await withdraw(m.token, maxNow + 0.01, forfeit), 400, 'ถอนเงินได้สูงสุดครั้งละ 2,000 บาท');
    expect((await withdraw(m.token, maxNow, forfeit)).statusCode).toBe(200);
  });
});
