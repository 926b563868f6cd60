import { TH } from '@chokdee/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectFailure, siteHeaders } from '../../../test/factories';
import { testEnv, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import {
  ADMIN,
  expectLedgerHealthy,
  fundedMember,
  paidCounter,
  recover,
  setWithdrawConfig,
  switchablePayout,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/** Crashes and lost answers between the reserving commit and the payout's outcome. */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

beforeEach(async () => {
  gateway.state.mode = 'up';
  await setWithdrawConfig(t.app);
});

/** An automatic withdrawal whose payout answer is lost (`mode`): the member is told it went through. */
async function stuck(baht: number, mode: 'down' | 'lostAnswer') {
  const m = await fundedMember(t, 100_000n);
  gateway.state.mode = mode;
  const res = await withdraw(t.app, m.token, baht);
  gateway.state.mode = 'up';
  expect(res.json()).toEqual({ success: 1, message: TH.withdrawSuccess });
  const [w] = await withdrawalsOf(t.app, m.id);
  expect(w).toMatchObject({ status: 'paying' });
  return { m, id: w!.id, key: `withdrawal:${w!.id}` };
}

const statusOf = async (memberId: string) => (await withdrawalsOf(t.app, memberId))[0]!.status;

describe('payout recovery', () => {
  it('settles a payout the gateway made before the answer was lost, without paying again', async () => {
    const { m, key } = await stuck(300, 'lostAnswer');
    expect(gateway.sim.payments.size).toBeGreaterThan(0);
    expect(gateway.sim.payments.get(key)).toMatchObject({ status: 'paid', amount: 30_000n });
    expect(await walletOf(t, m.id)).toEqual({ balance: 100_000n, held: 30_000n, available: 70_000n });
    const payments = gateway.sim.payments.size;
    const paidBefore = await paidCounter(t.app);
    const res = await recover(t.app);
    expect(res.json()).toMatchObject({ success: 1, message: TH.withdrawalsRecovered, data: { paid: 1 } });
    expect(gateway.sim.payments.size).toBe(payments);
    expect(await statusOf(m.id)).toBe('paid');
    expect(await walletOf(t, m.id)).toEqual({ balance: 70_000n, held: 0n, available: 70_000n });
    expect(await paidCounter(t.app)).toBe(paidBefore + 1);
    await expectLedgerHealthy(t);
  });

  it('pays a payout that never reached the gateway once it answers again', async () => {
    const { m, key } = await stuck(200, 'down');
    expect(gateway.sim.payments.has(key)).toBe(false);
    gateway.state.mode = 'down';
    expect((await recover(t.app)).json().data).toMatchObject({ paid: 0, failed: 0, paying: 1 });
    expect(await statusOf(m.id)).toBe('paying');
    gateway.state.mode = 'up';
    expect((await recover(t.app)).json().data).toEqual({ checked: 1, paid: 1, failed: 0, paying: 0 });
    expect(gateway.sim.payments.get(key)).toMatchObject({ status: 'paid' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 80_000n, held: 0n, available: 80_000n });
    await expectLedgerHealthy(t);
  });

  it('returns the money of a lost payout that the gateway had refused', async () => {
    const { m } = await stuck(100.13, 'lostAnswer');
    expect((await recover(t.app)).json().data).toEqual({ checked: 1, paid: 0, failed: 1, paying: 0 });
    expect(await statusOf(m.id)).toBe('failed');
    expect(await walletOf(t, m.id)).toEqual({ balance: 100_000n, held: 0n, available: 100_000n });
    await expectLedgerHealthy(t);
  });

  it('leaves payouts younger than the grace period alone', async () => {
    const { m } = await stuck(150, 'down');
    expect((await recover(t.app, 3600)).json().data).toEqual({ checked: 0, paid: 0, failed: 0, paying: 0 });
    expect(await statusOf(m.id)).toBe('paying');
    await recover(t.app);
  });

  it('parallel recovery runs pay a stuck withdrawal once', async () => {
    const { m, key } = await stuck(250, 'down');
    const results = await Promise.all(Array.from({ length: 6 }, () => recover(t.app)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(gateway.sim.payments.get(key)).toMatchObject({ status: 'paid' });
    expect(await statusOf(m.id)).toBe('paid');
    expect(await walletOf(t, m.id)).toEqual({ balance: 75_000n, held: 0n, available: 75_000n });
    await expectLedgerHealthy(t);
  });

  it('runs when a server starts: a restarted process settles what the crashed one left', async () => {
    const { m } = await stuck(120, 'lostAnswer');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const restarted = await buildApp({
      env: testEnv({ PAYOUT_RECOVERY_SEC: '1' }),
      database: t.database,
      adapters: { payout: gateway.payout },
    });
    try {
      await restarted.ready();
      await expect.poll(() => statusOf(m.id), { timeout: 10_000 }).toBe('paid');
    } finally {
      await restarted.close();
    }
    expect(await walletOf(t, m.id)).toEqual({ balance: 88_000n, held: 0n, available: 88_000n });
    await expectLedgerHealthy(t);
  });

  it('needs the admin key', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${ADMIN}/recover`, headers: siteHeaders });
    expectFailure(res, 403, TH.forbidden);
  });
});
