import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  ADMIN,
  adminHeaders,
  approve,
  expectLedgerHealthy,
  fundedMember,
  paidCounter,
  reject,
  walletOf,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/**
 * Production without a payout gateway (no PAYOUT_URL, no DEMO_MODE): nothing is paid by a simulator.
 * Every withdrawal waits, its money held, until the operator has paid it at the bank and marks it paid
 * with the bank's reference (docs/decisions/029-manual-payouts.md; docs/ABUSE.md 8).
 */
const t = useTestApp({
  env: { NODE_ENV: 'production', HOUSE_PROVIDER_SECRET: 'test-house-provider-secret' },
});

const markPaid = (id: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/${id}/paid`,
    headers: adminHeaders,
    ...(payload && { payload }),
  });

describe('manual payouts (production without PAYOUT_URL)', () => {
  it('an automatic-size withdrawal is not paid by a simulator: it waits, held, for the operator to mark it paid', async () => {
    expect(t.env.DEMO_MODE).toBe('0');
    const m = await fundedMember(t, 50_000n);
    const paidBefore = await paidCounter(t.app);
    // 200 baht is under the base config's automatic limit (5,000): a gateway would pay it at once.
    expect((await withdraw(t.app, m.token, 200)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, m.id);
    expect(w).toMatchObject({ status: 'pending', payoutReference: null });
    expect(await walletOf(t, m.id)).toMatchObject({ balance: 50_000n, held: 20_000n, available: 30_000n });

    // Approving cannot pay without a gateway: the withdrawal stays pending and the operator is told so.
    const approved = await approve(t.app, w!.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: TH.withdrawalAwaitingManualPayout,
      data: { status: 'pending', payoutReference: null },
    });
    expect(await walletOf(t, m.id)).toMatchObject({ held: 20_000n });
    await expectLedgerHealthy(t);

    const paid = await markPaid(w!.id, { reference: 'KBANK-20300101-0001' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: TH.withdrawalPaid,
      data: { status: 'paid', payoutReference: 'KBANK-20300101-0001', resolvedAt: expect.any(String) },
    });
    expect(await walletOf(t, m.id)).toMatchObject({ balance: 30_000n, held: 0n, available: 30_000n });
    expect(await paidCounter(t.app)).toBe(paidBefore + 1);
    await expectLedgerHealthy(t);

    // A repeat with the same reference answers the state; another reference or a rejection is refused.
    expect((await markPaid(w!.id, { reference: 'KBANK-20300101-0001' })).json().data.status).toBe('paid');
    expect((await markPaid(w!.id, { reference: 'OTHER-1' })).statusCode).toBe(409);
    expect((await reject(t.app, w!.id)).statusCode).toBe(409);
    expect(await walletOf(t, m.id)).toMatchObject({ balance: 30_000n, held: 0n });
  });

  it('needs a reference, refuses a rejected withdrawal and an unknown id', async () => {
    const m = await fundedMember(t, 50_000n);
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
    const [w] = await withdrawalsOf(t.app, m.id);
    expect((await markPaid(w!.id)).statusCode).toBe(400);
    expect((await markPaid(w!.id, { reference: '' })).statusCode).toBe(400);
    expect((await reject(t.app, w!.id)).statusCode).toBe(200);
    expect((await markPaid(w!.id, { reference: 'KBANK-2' })).statusCode).toBe(409);
    expect(await walletOf(t, m.id)).toMatchObject({ balance: 50_000n, held: 0n });
    const unknown = await markPaid('6b1a3c55-1111-4111-8111-111111111111', { reference: 'KBANK-3' });
    expect(unknown.statusCode).toBe(404);
    await expectLedgerHealthy(t);
  });
});
