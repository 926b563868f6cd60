import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { useTestApp } from '../../../test/test-app';
import { rewardCredits } from '../../db/schema';
import { affiliateComputation } from '../affiliate';
import { createApprovals } from '../approvals';
import { createCashbackComputation, hedgeRulesOf } from '../cashback';
import { createConfigService } from '../config';
import { periodAt } from './periods';
import { createRewardsRunner } from './run-periods';
import {
  AFFILIATE_CLAIM,
  CASHBACK_CLAIM,
  expectLedgerHealthy,
  memberGet,
  parallel,
  player,
  playRounds,
  runRewards,
  setRewardsConfig,
  walletsOf,
} from './test-kit';

/**
 * Parallel claims and period runs. On PostgreSQL each request runs on its own pooled connection, and
 * the second app instance stands for another server process on the same database.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const t = useTestApp();
let other: FastifyInstance;
beforeAll(async () => {
  // Configured before the second instance starts: each process keeps the site config for 3 s, and one
  // started first could read the old minimum (100 baht) and answer a claim with it (seen once in CI).
  await setRewardsConfig(t.app, { Affiliate: { minWithdraw: 1 } });
  other = await buildApp({ env: t.env, database: t.database });
  await other.ready();
});
afterAll(() => other?.close());

const noonOf = (date: string) => new Date(`${date}T05:00:00Z`);

describe('reward races', () => {
  it('two processes running the same period at once credit each member once', async () => {
    const referrer = await player(t);
    const players = await parallel(4, () => player(t, { affiliateKey: referrer.affiliateKey }));
    for (const p of players) await playRounds(t, p, [{ bet: 100_000, win: 0 }], noonOf('2025-03-03'));

    const runs = await parallel(6, (i) => runRewards(i % 2 ? other : t.app, 'day:2025-03-03'));
    const answers = runs.map((r) => r.json().data.runs[0]);
    expect(answers.filter((r) => r.computed)).toHaveLength(1);
    expect(answers.find((r) => r.computed)).toMatchObject({
      cashback: { credits: 4, amount: 200 },
      affiliate: { credits: 1, amount: 20 },
    });
    for (const p of players) expect(await walletsOf(t, p.id)).toMatchObject({ cashback: 5_000n });
    expect(await walletsOf(t, referrer.id)).toMatchObject({ affiliate: 2_000n });
    const credits = await t.database.db
      .select()
      .from(rewardCredits)
      .where(eq(rewardCredits.periodKey, 'day:2025-03-03'));
    expect(credits).toHaveLength(5);
    await expectLedgerHealthy(t);
  });

  it('ten parallel cashback claims pay once', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], noonOf('2025-03-04'));
    await runRewards(t.app, 'day:2025-03-04');
    const before = await walletsOf(t, m.id);
    const results = await parallel(10, (i) => memberGet(i % 2 ? other : t.app, m.token, CASHBACK_CLAIM));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ success: 0, message: TH.noCashback });
    }
    expect(await walletsOf(t, m.id)).toEqual({ ...before, cashback: 0n, game: before.game + 5_000n });
    await expectLedgerHealthy(t);
  });

  it('ten parallel affiliate claims pay once', async () => {
    const referrer = await player(t);
    const friend = await player(t, { affiliateKey: referrer.affiliateKey });
    await playRounds(t, friend, [{ bet: 400_000, win: 0 }], noonOf('2025-03-05'));
    await runRewards(t.app, 'day:2025-03-05');
    const before = await walletsOf(t, referrer.id);
    expect(before.affiliate).toBe(2_000n);
    const results = await parallel(10, (i) =>
      memberGet(i % 2 ? other : t.app, referrer.token, AFFILIATE_CLAIM),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ success: 0, message: TH.affiliateNothing });
    }
    expect(await walletsOf(t, referrer.id)).toEqual({ ...before, affiliate: 0n, game: before.game + 2_000n });
    await expectLedgerHealthy(t);
  });

  it('claims racing the period run that fills the wallet never pay twice', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], noonOf('2025-03-06'));
    await parallel(6, (i) =>
      i === 0 ? runRewards(other, 'day:2025-03-06') : memberGet(t.app, m.token, CASHBACK_CLAIM),
    );
    const w = await walletsOf(t, m.id);
    // Either a claim came after the run (moved to the game wallet) or all came before (still in cashback).
    expect(w.cashback + w.game).toBe(5_000n);
    await expectLedgerHealthy(t);
  });

  it('the timer of two processes catching up at once computes each due period once', async () => {
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }]); // settled now: today's period
    const runner = () =>
      createRewardsRunner({
        ctx: { db: t.database.db },
        config: createConfigService(
          { db: t.database.db },
          createApprovals({ db: t.database.db, env: t.env }),
        ),
        unit: 'day',
        computations: [createCashbackComputation(hedgeRulesOf(t.env)), affiliateComputation],
      });
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const [one, two] = await Promise.all([
      runner().runDue({ now: tomorrow }),
      runner().runDue({ now: tomorrow }),
    ]);
    const today = periodAt('day', new Date()).key;
    const computed = [...one!, ...two!].filter((r) => r.computed).map((r) => r.period);
    expect(computed).toEqual([today]);
    expect(await walletsOf(t, m.id)).toMatchObject({ cashback: 5_000n });
    await expectLedgerHealthy(t);
  });
});
