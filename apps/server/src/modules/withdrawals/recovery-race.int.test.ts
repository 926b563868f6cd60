import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { PayoutService } from '../../adapters/payout';
import type { AppContext } from '../../context';
import { createPayoutRunner } from './payouts';
import {
  expectLedgerHealthy,
  fundedMember,
  setWithdrawConfig,
  switchablePayout,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/**
 * Several server processes run the payout recovery on the same timer. Each must claim what it resends
 * (FOR UPDATE SKIP LOCKED and a lease on the row): without a claim, both found the same stuck payouts and
 * both sent each of them to the gateway, which only an idempotent gateway forgave (issue 16, hole 10).
 */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

/** The gateway as two recovery runners see it: every call counted per key, held until the test opens it. */
function heldGateway() {
  const calls = new Map<string, number>();
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const waiters: Array<{ n: number; done: () => void }> = [];
  const total = () => [...calls.values()].reduce((a, b) => a + b, 0);
  const payout: PayoutService = {
    async pay(request) {
      calls.set(request.key, (calls.get(request.key) ?? 0) + 1);
      for (const w of waiters) if (total() >= w.n) w.done();
      await opened;
      return gateway.sim.pay(request);
    },
  };
  const callsReach = (n: number) => new Promise<void>((done) => waiters.push({ n, done }));
  return { payout, calls, open, callsReach };
}

function runner(payout: PayoutService) {
  const ctx = {
    db: t.database.db,
    log: t.app.log,
    metrics: { withdrawalsPaid: { inc: () => {} } },
    adapters: { payout },
  } as unknown as Pick<AppContext, 'db' | 'metrics' | 'log' | 'adapters'>;
  return createPayoutRunner(ctx);
}

describe('payout recovery in two processes at once', () => {
  it('resends each stuck payout once: what one runner claimed, the other skips', async () => {
    await setWithdrawConfig(t.app);
    const ids: string[] = [];
    for (const baht of [110, 120, 130]) {
      const m = await fundedMember(t, 100_000n);
      gateway.state.mode = 'down';
      expect((await withdraw(t.app, m.token, baht)).json()).toEqual({
        success: 1,
        message: TH.withdrawSuccess,
      });
      gateway.state.mode = 'up';
      const [w] = await withdrawalsOf(t.app, m.id);
      expect(w).toMatchObject({ status: 'paying' });
      ids.push(w!.id);
    }

    const held = heldGateway();
    const [a, b] = [runner(held.payout), runner(held.payout)];
    const first = a.recover(0);
    await held.callsReach(1); // A holds a payout it claimed, its gateway call in flight
    const second = b.recover(0);
    // B either takes another payout or sends one again: it has made its call, or finished without one.
    await Promise.race([held.callsReach(2), second]);
    held.open();
    const [ra, rb] = await Promise.all([first, second]);

    expect(Object.fromEntries(held.calls)).toEqual(
      Object.fromEntries(ids.map((id) => [`withdrawal:${id}`, 1])),
    );
    expect(ra.checked + rb.checked).toBe(3);
    expect(ra.paid + rb.paid).toBe(3);
    expect(gateway.sim.payments.size).toBe(3);
    await expectLedgerHealthy(t);
  });
});
