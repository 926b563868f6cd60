import { TH } from '@chokdee/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getRefresh } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema';
import { signInNewStaff } from '../staff/test-kit';
import {
  ADMIN,
  approve,
  expectLedgerHealthy,
  fundedMember,
  paidCounter,
  reject,
  setWithdrawConfig,
  switchablePayout,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/**
 * Parallel requests through the API. On PostgreSQL each runs on its own pooled connection, so the
 * member's wallet row lock, the withdrawal row locks and the ledger's guards are what keep them right.
 * The locks each flow takes, and their one order: docs/rules/money.md rules 11 and 12.
 */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

const parallel = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

async function pendingWithdrawal(baht: number) {
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
  const m = await fundedMember(t, BigInt(baht * 100));
  expect((await withdraw(t.app, m.token, baht)).statusCode).toBe(200);
  const [w] = await withdrawalsOf(t.app, m.id);
  return { m, id: w!.id };
}

describe('withdrawal races', () => {
  it('twelve parallel automatic withdrawals on a balance that covers four pay exactly four', async () => {
    await setWithdrawConfig(t.app);
    const m = await fundedMember(t, 40_000n);
    const callsBefore = gateway.state.calls;
    const paidBefore = await paidCounter(t.app);
    const results = await parallel(12, () => withdraw(t.app, m.token, 100));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(8).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ success: 0, message: TH.insufficientFunds });
    }
    expect(gateway.state.calls - callsBefore).toBe(4);
    expect(await paidCounter(t.app)).toBe(paidBefore + 4);
    const rows = await withdrawalsOf(t.app, m.id);
    expect(rows.map((w) => w.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(await walletOf(t, m.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
    expect((await getRefresh(t.app, m.token)).json().data.totalWithdraw).toBe(400);
    await expectLedgerHealthy(t);
  });

  it('twelve parallel withdrawals for the operator on a balance that covers four reserve exactly four', async () => {
    await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
    const m = await fundedMember(t, 40_000n);
    const results = await parallel(12, () => withdraw(t.app, m.token, 100));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(await walletOf(t, m.id)).toEqual({ balance: 40_000n, held: 40_000n, available: 0n });
    expect((await withdrawalsOf(t.app, m.id)).map((w) => w.status)).toEqual(Array(4).fill('pending'));
    await expectLedgerHealthy(t);
  });

  it('parallel approvals of one withdrawal pay it once', async () => {
    const { m, id } = await pendingWithdrawal(700);
    const callsBefore = gateway.state.calls;
    const paidBefore = await paidCounter(t.app);
    const results = await parallel(10, () => approve(t.app, id));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of results) expect(['paid', 'paying']).toContain(r.json().data.status);
    expect(gateway.state.calls - callsBefore).toBe(1);
    expect(gateway.sim.payments.get(`withdrawal:${id}`)).toMatchObject({ amount: 70_000n, status: 'paid' });
    expect(await paidCounter(t.app)).toBe(paidBefore + 1);
    expect((await withdrawalsOf(t.app, m.id))[0]).toMatchObject({ status: 'paid' });
    expect(await walletOf(t, m.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
    await expectLedgerHealthy(t);
  });

  it('parallel approvals and rejections of one withdrawal: exactly one outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const { m, id } = await pendingWithdrawal(300);
      const callsBefore = gateway.state.calls;
      const results = await parallel(10, (i) => (i % 2 ? approve(t.app, id) : reject(t.app, id)));
      const approvals = results.filter((_, i) => i % 2);
      const rejections = results.filter((_, i) => !(i % 2));
      const [w] = await withdrawalsOf(t.app, m.id);
      const winners = w!.status === 'paid' ? approvals : rejections;
      const losers = w!.status === 'paid' ? rejections : approvals;
      expect(['paid', 'rejected']).toContain(w!.status);
      expect(winners.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      for (const r of losers) expect(r.json()).toEqual({ success: 0, message: TH.alreadyProcessed });
      expect(gateway.state.calls - callsBefore).toBe(w!.status === 'paid' ? 1 : 0);
      expect(await walletOf(t, m.id)).toEqual(
        w!.status === 'paid'
          ? { balance: 0n, held: 0n, available: 0n }
          : { balance: 30_000n, held: 0n, available: 30_000n },
      );
    }
    await expectLedgerHealthy(t);
  });

  it('two staff members acting on one row at once: paid once or rejected, never both, one audit entry', async () => {
    const [finance, owner] = [await signInNewStaff(t.app, 'finance'), await signInNewStaff(t.app, 'owner')];
    const act = (staff: typeof finance, id: string, action: 'approve' | 'reject') =>
      t.app.inject({ method: 'POST', url: `${ADMIN}/${id}/${action}`, headers: staff.headers });
    const entries = (id: string) =>
      t.database.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.target, `withdrawal:${id}`), like(auditEntries.action, 'withdrawals.%')));
    for (const second of ['approve', 'reject'] as const) {
      const { m, id } = await pendingWithdrawal(400);
      const callsBefore = gateway.state.calls;
      const [a, b] = await Promise.all([act(finance, id, 'approve'), act(owner, id, second)]);
      const [w] = await withdrawalsOf(t.app, m.id);
      expect(['paid', 'rejected']).toContain(w!.status);
      expect(gateway.state.calls - callsBefore).toBe(w!.status === 'paid' ? 1 : 0);
      if (second === 'approve') expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      else expect([a, b].filter((r) => r.statusCode === 200)).toHaveLength(1);
      const written = await entries(id);
      expect(written).toHaveLength(1);
      expect(written[0]!.action).toBe(w!.status === 'paid' ? 'withdrawals.approve' : 'withdrawals.reject');
      expect([`staff:${finance.id}`, `staff:${owner.id}`]).toContain(written[0]!.actor);
      expect(await walletOf(t, m.id)).toEqual(
        w!.status === 'paid'
          ? { balance: 0n, held: 0n, available: 0n }
          : { balance: 40_000n, held: 0n, available: 40_000n },
      );
    }
    await expectLedgerHealthy(t);
  });
});
