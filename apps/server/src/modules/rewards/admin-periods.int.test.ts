import { REWARD_PERIODS_LISTED, type RewardRun, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { signInNewStaff } from '../staff/test-kit';
import { periodAt, previousPeriod } from './periods';
import { adminHeaders, player, playRounds, runRewards } from './test-kit';

/** The periods the back office offers to (re-)run (docs/decisions/047-reward-periods.md). */
const t = useTestApp();
const PERIODS = '/admin/v1/rewards/periods';

const listPeriods = async (headers: Record<string, string> = adminHeaders) => {
  const res = await t.app.inject({ url: PERIODS, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { unit: string; periods: RewardRun[] };
};

describe('GET /admin/v1/rewards/periods', () => {
  it('lists the latest finished days, newest first, with what a run paid', async () => {
    // The day before yesterday: the timer of a new site computes at most yesterday.
    const target = previousPeriod(previousPeriod(periodAt('day', new Date())));
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }], new Date(target.start.getTime() + 5 * 3_600_000));

    const before = await listPeriods();
    expect(before.unit).toBe('day');
    expect(before.periods).toHaveLength(REWARD_PERIODS_LISTED);
    const keys = before.periods.map((p) => p.period);
    expect(keys[0]).toBe(previousPeriod(periodAt('day', new Date())).key);
    expect(keys[1]).toBe(target.key);
    expect(before.periods[1]).toEqual({
      period: target.key,
      start: target.start.toISOString(),
      end: target.end.toISOString(),
      computed: false,
      cashback: { credits: 0, amount: 0 },
      affiliate: { credits: 0, amount: 0 },
      review: { credits: 0, amount: 0 },
    });

    const run = (await runRewards(t.app, target.key)).json().data.runs[0] as RewardRun;
    expect(run).toMatchObject({ period: target.key, computed: true });
    expect(run.cashback.credits).toBeGreaterThan(0);
    const after = await listPeriods();
    expect(after.periods[1]).toEqual(run);
    // Asked again, it was already computed: the answer says so, the list is unchanged.
    expect((await runRewards(t.app, target.key)).json().data.runs[0]).toMatchObject({ computed: false });
    expect((await listPeriods()).periods[1]).toEqual(run);
  });

  it('every role reads it; only marketing and the owner run a period', async () => {
    for (const role of ['finance', 'support'] as const) {
      const s = await signInNewStaff(t.app, role);
      expect((await listPeriods(s.headers)).periods).toHaveLength(REWARD_PERIODS_LISTED);
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/rewards/run',
        headers: s.headers,
        payload: {},
      });
      expectFailure(res, 403, TH.staffNotPermitted);
    }
    const marketing = await signInNewStaff(t.app, 'marketing');
    expect((await listPeriods(marketing.headers)).unit).toBe('day');
  });
});
