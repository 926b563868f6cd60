import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { members, rewardCredits } from '../../db/schema';
import { periodAt } from '../rewards';
import {
  CASHBACK_CLAIM,
  expectLedgerHealthy,
  memberGet,
  player,
  playRounds,
  ROLLING,
  RUN,
  runRewards,
  setRewardsConfig,
  walletsOf,
} from '../rewards/test-kit';

const t = useTestApp();
beforeEach(() => setRewardsConfig(t.app));

/** Noon (Bangkok) of a past day, inside period `day:<date>`. */
const noonOf = (date: string) => new Date(`${date}T05:00:00Z`);

async function runDay(date: string) {
  const res = await runRewards(t.app, `day:${date}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: 1, message: TH.rewardsRun });
  return res.json().data.runs[0];
}

describe('GET /rolling-composite/v1/get-rolling', () => {
  it('shows the running period, the settings and nothing yet for a new member', async () => {
    const m = await player(t);
    const res = await memberGet(t.app, m.token, ROLLING);
    expect(res.statusCode).toBe(200);
    const period = periodAt('day', new Date());
    expect(res.json()).toEqual({
      success: 1,
      data: {
        period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
        turnover: 0,
        loss: 0,
        projectedCashback: 0,
        cashback: 0,
        payout: 5,
        minWithdraw: 1,
        usecashBack: true,
      },
    });
  });

  it('reflects rounds just played: turnover, net loss and the cashback it would pay', async () => {
    const m = await player(t);
    // Lost 1,000 on 1,500 staked, won 300 on 500, and a draw (no turnover, no loss).
    await playRounds(t, m, [
      { bet: 150_000, win: 50_000 },
      { bet: 50_000, win: 80_000 },
      { bet: 20_000, win: 20_000 },
    ]);
    const data = (await memberGet(t.app, m.token, ROLLING)).json().data;
    expect(data).toMatchObject({ turnover: 2_000, loss: 700, projectedCashback: 35, cashback: 0 });

    await setRewardsConfig(t.app, { cashBack: { usecashBack: false } });
    const off = (await memberGet(t.app, m.token, ROLLING)).json().data;
    expect(off).toMatchObject({ loss: 700, projectedCashback: 0, usecashBack: false });
  });

  it('shows no loss for a member who is ahead', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 10_000, win: 50_000 }]);
    expect((await memberGet(t.app, m.token, ROLLING)).json().data).toMatchObject({ turnover: 100, loss: 0 });
  });

  it('needs a member token', async () => {
    const res = await t.app.inject({ method: 'GET', url: ROLLING, headers: siteHeaders });
    expectFailure(res, 401);
  });
});

describe('the period run', () => {
  it("pays each loser the payout percent of the period's net loss into the cashback wallet, once", async () => {
    const loser = await player(t);
    const winner = await player(t);
    const date = '2025-01-10';
    await playRounds(
      t,
      loser,
      [
        { bet: 100_000, win: 20_000 },
        { bet: 30_000, win: 30_000 },
      ],
      noonOf(date),
    );
    await playRounds(t, winner, [{ bet: 10_000, win: 30_000 }], noonOf(date));
    // A round of the next day belongs to the next period.
    await playRounds(t, loser, [{ bet: 50_000, win: 0 }], noonOf('2025-01-11'));

    const run = await runDay(date);
    expect(run).toMatchObject({
      period: `day:${date}`,
      start: '2025-01-09T17:00:00.000Z',
      end: '2025-01-10T17:00:00.000Z',
      computed: true,
      cashback: { credits: 1, amount: 40 },
    });
    expect(await walletsOf(t, loser.id)).toMatchObject({ cashback: 4_000n });
    expect(await walletsOf(t, winner.id)).toMatchObject({ cashback: 0n });
    const credits = await t.database.db
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.memberId, loser.id));
    expect(credits).toMatchObject([
      {
        kind: 'cashback',
        periodKey: `day:${date}`,
        level: 0,
        base: 80_000n,
        ratePpm: 50_000,
        amount: 4_000n,
      },
    ]);

    // Again: already computed, nothing more paid.
    expect(await runDay(date)).toMatchObject({ computed: false, cashback: { credits: 0, amount: 0 } });
    expect(await walletsOf(t, loser.id)).toMatchObject({ cashback: 4_000n });
    expect((await memberGet(t.app, loser.token, ROLLING)).json().data.cashback).toBe(40);
    await expectLedgerHealthy(t);
  });

  it('pays nothing while cashback is switched off', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], noonOf('2025-01-12'));
    await setRewardsConfig(t.app, { cashBack: { usecashBack: false } });
    expect(await runDay('2025-01-12')).toMatchObject({ computed: true, cashback: { credits: 0, amount: 0 } });
    expect(await walletsOf(t, m.id)).toMatchObject({ cashback: 0n });
  });

  it('refuses a running, malformed or unknown period and checks the operator key', async () => {
    const running = periodAt('day', new Date()).key;
    for (const period of [running, 'day:2025-13-01', 'month:2025-01']) {
      expectFailure(await runRewards(t.app, period), 400, TH.rewardPeriodInvalid);
    }
    const unknownField = await t.app.inject({
      method: 'POST',
      url: RUN,
      headers: { 'x-admin-key': 'test-admin-key-123' },
      payload: { period: 'day:2025-01-01', extra: 1 },
    });
    expectFailure(unknownField, 400);
    const noKey = await t.app.inject({ method: 'POST', url: RUN, headers: siteHeaders, payload: {} });
    expectFailure(noKey, 403);
  });

  it('without a period computes the finished periods not yet computed (none left after start)', async () => {
    const res = await runRewards(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.runs.filter((r: { computed: boolean }) => r.computed)).toEqual([]);
  });
});

describe('GET /user-profile-composite/v1/users/cashback/vertify', () => {
  it("moves the cashback wallet to the game wallet: 'Success!' and a CASHBACK history row", async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 200_000, win: 0 }], noonOf('2025-01-13'));
    await runDay('2025-01-13');
    const before = await walletsOf(t, m.id);
    expect(before.cashback).toBe(10_000n);

    const res = await memberGet(t.app, m.token, CASHBACK_CLAIM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, data: { amount: 100 }, message: TH.success });
    expect(await walletsOf(t, m.id)).toMatchObject({ cashback: 0n, game: before.game + 10_000n });

    const history = await memberGet(t.app, m.token, '/user-profile-composite/v1/history/deposit');
    expect(history.json().data.Transaction[0]).toMatchObject({
      TransType: 'CASHBACK',
      Amount: 100,
      Status: 1,
    });

    expectFailure(await memberGet(t.app, m.token, CASHBACK_CLAIM), 409, TH.noCashback);
    await expectLedgerHealthy(t);
  });

  it("with nothing to claim answers 'คุณไม่มียอดเสีย ไม่สามารถกดรับได้'", async () => {
    const m = await player(t);
    expectFailure(await memberGet(t.app, m.token, CASHBACK_CLAIM), 409, 'คุณไม่มียอดเสีย ไม่สามารถกดรับได้');
  });

  it('refuses an amount below cashBack.minWithdraw and keeps it for later', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], noonOf('2025-01-14'));
    await runDay('2025-01-14');
    await setRewardsConfig(t.app, { cashBack: { minWithdraw: 50.5 } });
    expectFailure(await memberGet(t.app, m.token, CASHBACK_CLAIM), 409, 'ยอดคืนยอดเสียขั้นต่ำที่กดรับได้คือ 50.50 บาท');
    expect(await walletsOf(t, m.id)).toMatchObject({ cashback: 5_000n });
    await setRewardsConfig(t.app, { cashBack: { minWithdraw: 50 } });
    expect((await memberGet(t.app, m.token, CASHBACK_CLAIM)).json()).toMatchObject({ data: { amount: 50 } });
  });

  it('refuses a locked member', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], noonOf('2025-01-15'));
    await runDay('2025-01-15');
    await t.database.db.update(members).set({ locked: true }).where(eq(members.id, m.id));
    expectFailure(await memberGet(t.app, m.token, CASHBACK_CLAIM), 403, TH.memberLocked);
    expect(await walletsOf(t, m.id)).toMatchObject({ cashback: 5_000n });
  });

  it('needs a member token', async () => {
    const res = await t.app.inject({ method: 'GET', url: CASHBACK_CLAIM, headers: memberHeaders('nope') });
    expectFailure(res, 401);
  });
});
