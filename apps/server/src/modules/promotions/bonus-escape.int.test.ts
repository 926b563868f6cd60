import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { memberBonuses, members } from '../../db/schema';
import { expectLedgerHealthy, feedOutcomes, feedTx } from '../deposits/test-kit';
import { addSimSlot, gamesWithPartner, houseWallet, transferSimulator } from '../games/test-kit';
import { codeWith, redeem } from '../itemcodes/test-kit';
import { memberIdByPhone } from '../ledger/test-kit';
import { setWithdrawConfig, withdraw } from '../withdrawals/test-kit';

/**
 * Issue 16 hole 2: a bonus whose credit is staked in an open round, or held by a transfer partner, is not
 * "spent". A deposit or an item-code redeem must not end it, or the round would pay out free of the
 * bonus's turnover and cap (docs/ABUSE.md 2).
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

beforeAll(async () => {
  await setWithdrawConfig(t.app);
  await addSimSlot(t.database.db);
});

/** A member who took the welcome bonus: 1,000 deposited + 500 bonus, turnover and cap 5 × 1,500. */
async function memberWithBonus() {
  const m = await registerMember(t.app, { isBonus: true });
  const id = await memberIdByPhone(t.database.db, m.phoneNumber);
  await depositOf(m.BankAccount, 1000);
  const [row] = await t.database.db
    .select({ username: members.gameUsername })
    .from(members)
    .where(eq(members.id, id));
  expect(await bonusesOf(id)).toEqual([{ status: 'active', endReason: null }]);
  return { ...m, id, username: row!.username };
}

const depositOf = async (fromAccount: string, amount: number) =>
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount, amount })])).toEqual(['credited']);

const bonusesOf = (memberId: string) =>
  t.database.db
    .select({ status: memberBonuses.status, endReason: memberBonuses.endReason })
    .from(memberBonuses)
    .where(eq(memberBonuses.memberId, memberId));

const TURNOVER_NOT_MET = 'ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น (ทำแล้ว 1,500 จาก 7,500 บาท)';

describe('a bonus staked in an open round', () => {
  it('is not ended by a deposit; the later win stays under the turnover', async () => {
    const m = await memberWithBonus();
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const round = { username: m.username, roundId: randomUUID(), gameCode: 'slot' };
    expect(await wallet.bet({ ...round, transactionId: randomUUID(), amount: 150_000 })).toEqual({
      status: 'RS_OK',
      balance: 0,
    });
    await depositOf(m.BankAccount, 100);
    expect(await bonusesOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    await wallet.win({ ...round, transactionId: randomUUID(), amount: 600_000 });
    expectFailure(await withdraw(t.app, m.token, 6000), 409, TURNOVER_NOT_MET);
    await expectLedgerHealthy(t.database.db);
  });

  it('is not ended by an item-code redeem; the code is refused while the bonus runs', async () => {
    const m = await memberWithBonus();
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const round = { username: m.username, roundId: randomUUID(), gameCode: 'slot' };
    await wallet.bet({ ...round, transactionId: randomUUID(), amount: 149_950 });
    const code = await codeWith(t.app, { amount: 10, turnover: 20 });
    expectFailure(await redeem(t.app, m.token, code), 409);
    expect(await bonusesOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    await wallet.win({ ...round, transactionId: randomUUID(), amount: 600_000 });
    expectFailure(await withdraw(t.app, m.token, 6000), 409, TURNOVER_NOT_MET.replace('1,500', '1,499.50'));
    await expectLedgerHealthy(t.database.db);
  });
});

describe('a bonus held by a transfer partner', () => {
  it('is not ended by a deposit nor an item-code redeem while the partner holds the credit', async () => {
    const sim = transferSimulator();
    const games = gamesWithPartner(t.database.db, t.app.log, sim);
    const m = await memberWithBonus();
    await games.launch(m.id, { ch: 'sim-slot' });
    expect(await sim.balance(m.username)).toBe(150_000n);
    await depositOf(m.BankAccount, 100);
    expect(await bonusesOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    await games.launch(m.id, { ch: 'sim-slot' }); // the 100 joins the rest on the partner's side
    const code = await codeWith(t.app, { amount: 10, turnover: 20 });
    expectFailure(await redeem(t.app, m.token, code), 409);
    expect(await bonusesOf(m.id)).toEqual([{ status: 'active', endReason: null }]);
    sim.play(m.username, 500_000n);
    expect(await games.reload(m.id)).toEqual({ balance: 6_600 });
    // The partner's rounds report no turnover to us: the bonus's condition still stands.
    const res = await withdraw(t.app, m.token, 6000);
    expectFailure(res, 409);
    expect(res.json().message).toMatch(/^ยอดเทิร์นโอเวอร์ยังไม่ครบ/);
    await expectLedgerHealthy(t.database.db);
  });

  it('a bonus whose credit is really gone still ends at the next deposit', async () => {
    const m = await memberWithBonus();
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const round = { username: m.username, roundId: randomUUID(), gameCode: 'slot' };
    await wallet.bet({ ...round, transactionId: randomUUID(), amount: 150_000 });
    await wallet.win({ ...round, transactionId: randomUUID(), amount: 0 });
    await depositOf(m.BankAccount, 100);
    expect((await bonusesOf(m.id))[0]).toEqual({ status: 'ended', endReason: 'exhausted' });
    const info = await t.app.inject({ url: '/auth-service/v1/refresh', headers: memberHeaders(m.token) });
    expect(info.json().data.internalWallet.gameWallet).toBe(100);
  });
});
