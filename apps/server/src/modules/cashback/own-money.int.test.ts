import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { gameRounds } from '../../db/schema';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { houseWallet } from '../games/test-kit';
import { codeWith, redeem } from '../itemcodes/test-kit';
import { nextPeriod, periodAt, type Period, REWARDS_GRACE_MS } from '../rewards';
import {
  expectLedgerHealthy,
  memberGet,
  player,
  rewardsRunner,
  ROLLING,
  setRewardsConfig,
  walletsOf,
  type TestPlayer,
} from '../rewards/test-kit';

/**
 * Cashback counts the member's own money lost, never a bonus or free credit (docs/ABUSE.md 16.5): money the
 * ledger credits now belongs to the running period, so these tests run hourly periods with a runner of their
 * own, its "now" past the periods' end. Every member of the file plays in the same hours, computed once.
 */
const t = useTestApp();
beforeAll(() => setRewardsConfig(t.app));

async function databaseNow() {
  const res = await t.database.db.execute(sql`select now() as now`);
  return new Date((res as unknown as { rows: Array<{ now: string | Date }> }).rows[0]!.now);
}

/** Rounds lost through the house wallet from what the member holds (no deposit first); satang. */
async function lose(p: TestPlayer, stakes: number[], settledAt?: Date) {
  const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
  const ids: string[] = [];
  for (const amount of stakes) {
    const roundId = randomUUID();
    ids.push(roundId);
    const common = { username: p.username, roundId, gameCode: 'slot' };
    expect((await wallet.bet({ ...common, transactionId: randomUUID(), amount })).status).toBe('RS_OK');
    expect((await wallet.win({ ...common, transactionId: randomUUID(), amount: 0 })).status).toBe('RS_OK');
  }
  if (settledAt) {
    await t.database.db.update(gameRounds).set({ settledAt }).where(inArray(gameRounds.providerRoundId, ids));
  }
}

async function depositFrom(p: TestPlayer, baht: number) {
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount: p.BankAccount, amount: baht })])).toEqual([
    'credited',
  ]);
}

/** Computes each hour from `first` to `last` in order, as the timer would once they are over. */
async function runHours(first: Period, last: Period) {
  const runner = rewardsRunner(t, 'hour');
  for (let p = first; p.start <= last.start; p = nextPeriod(p)) {
    const run = await runner.runByKey(p.key, { now: new Date(p.end.getTime() + REWARDS_GRACE_MS) });
    expect(run).toMatchObject({ period: p.key, computed: true });
  }
}

describe('the cashback loss base', () => {
  it('counts own money only: a lost bonus or free credit earns nothing, in its period or the next', async () => {
    const from = periodAt('hour', await databaseNow());

    // Deposits 1,000 and takes the welcome bonus (50 %, 500), then loses all 1,500.
    const bonusHunter = await player(t, { isBonus: true });
    await depositFrom(bonusHunter, 1_000);
    expect((await walletsOf(t, bonusHunter.id)).game).toBe(150_000n);
    await lose(bonusHunter, [100_000, 50_000]);
    // The member's running estimate says so too (the running day: the app's own period).
    expect((await memberGet(t.app, bonusHunter.token, ROLLING)).json().data).toMatchObject({
      loss: 1_500,
      projectedCashback: 50,
    });

    // Redeems a free-credit code of 100 and loses it; another with a turnover condition, the same.
    const freeCredit = await player(t);
    expect((await redeem(t.app, freeCredit.token, await codeWith(t.app, { amount: 100 }))).statusCode).toBe(
      200,
    );
    await lose(freeCredit, [10_000]);
    const turnoverCode = await player(t);
    const withTurnover = await codeWith(t.app, { amount: 100, turnover: 300 });
    expect((await redeem(t.app, turnoverCode.token, withTurnover)).statusCode).toBe(200);
    await lose(turnoverCode, [10_000]);

    // Deposits 1,000 without a bonus and loses it: cashback as before.
    const plain = await player(t);
    await depositFrom(plain, 1_000);
    await lose(plain, [100_000]);

    // Takes the bonus now and loses deposit + bonus in the next hour: the bonus is still not a base.
    const later = await player(t, { isBonus: true });
    await depositFrom(later, 1_000);
    const to = periodAt('hour', await databaseNow());
    const next = nextPeriod(to);
    await lose(later, [150_000], new Date(next.start.getTime() + 30 * 60_000));

    await runHours(from, next);
    const cashback = async (p: TestPlayer) => (await walletsOf(t, p.id)).cashback;
    // 5 % of the own money lost.
    expect({
      bonusHunter: await cashback(bonusHunter),
      freeCredit: await cashback(freeCredit),
      turnoverCode: await cashback(turnoverCode),
      plain: await cashback(plain),
      later: await cashback(later),
    }).toEqual({ bonusHunter: 5_000n, freeCredit: 0n, turnoverCode: 0n, plain: 5_000n, later: 5_000n });
    await expectLedgerHealthy(t);
  });
});
