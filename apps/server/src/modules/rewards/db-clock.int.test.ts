import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DB } from '../../../test/test-db';
import { useTestApp } from '../../../test/test-app';
import { expectLedgerHealthy, player, playRounds, runRewards, setRewardsConfig, walletsOf } from './test-kit';

/**
 * Reward periods end on the database's clock (docs/ABUSE.md 10): a server whose own clock runs ahead
 * must not compute today's period early and pay cashback on half a day, missing the rounds still to come.
 * PostgreSQL only: PGlite runs inside the process and its `now()` is the process's own clock (and it
 * serves one process, so there is no other clock to disagree with).
 */
const t = useTestApp();
afterEach(() => vi.useRealTimers());

describe.skipIf(TEST_DB === 'pglite')('reward periods on the database clock', () => {
  it('computes nothing for the running day when the process clock says it is three days later', async () => {
    await setRewardsConfig(t.app);
    const m = await player(t);
    await playRounds(t, m, [{ bet: 100_000, win: 0 }]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 24 * 3600_000 });
    const res = await runRewards(t.app);
    expect(res.statusCode).toBe(200);
    const runs = res.json().data.runs as Array<{ end: string; computed: boolean }>;
    vi.useRealTimers();
    // Only periods that ended (plus the grace) by the database's clock are computed.
    for (const run of runs.filter((r) => r.computed)) expect(Date.parse(run.end)).toBeLessThan(Date.now());
    expect((await walletsOf(t, m.id)).cashback).toBe(0n);
    await expectLedgerHealthy(t);
  });
});
