import { describe, expect, it } from 'vitest';
import { simulatedPayout } from './simulator';

const request = (key: string, amount: bigint) => ({
  key,
  amount,
  bankCode: '004',
  bankAccount: '1234567890',
  accountName: 'สมชาย ใจดี',
});

describe('simulated payout gateway', () => {
  it('pays with a reference that depends only on the key', async () => {
    const a = await simulatedPayout().pay(request('withdrawal:1', 10_000n));
    const b = await simulatedPayout().pay(request('withdrawal:1', 10_000n));
    expect(a).toEqual({ status: 'paid', reference: expect.stringMatching(/^SIM-[0-9a-f]{16}$/) });
    expect(b).toEqual(a);
    expect((await simulatedPayout().pay(request('withdrawal:2', 10_000n))).status).toBe('paid');
  });

  it('refuses amounts ending in .13 baht', async () => {
    expect(await simulatedPayout().pay(request('k', 20_013n))).toEqual({
      status: 'failed',
      reason: expect.stringContaining('.13'),
      reference: expect.stringMatching(/^SIM-/),
    });
    expect((await simulatedPayout().pay(request('k', 20_113n))).status).toBe('failed');
    expect((await simulatedPayout().pay(request('k', 20_014n))).status).toBe('paid');
  });

  it('answers a repeated key with the first outcome and pays once', async () => {
    const sim = simulatedPayout();
    const first = await sim.pay(request('same', 30_000n));
    expect(await sim.pay(request('same', 30_000n))).toEqual(first);
    expect(sim.payments.size).toBe(1);
    await expect(sim.pay(request('same', 30_001n))).rejects.toThrow(/reused/);
  });

  it('remembers a bounded number of keys (oldest forgotten first), so a long-running demo does not grow', async () => {
    const sim = simulatedPayout({ maxKeys: 3 });
    for (let i = 1; i <= 5; i++) await sim.pay(request(`w:${i}`, 10_000n + BigInt(i)));
    expect(sim.payments.size).toBe(3);
    expect([...sim.payments.keys()]).toEqual(['w:3', 'w:4', 'w:5']);
    // A key still remembered keeps its outcome and its guard against reuse for another payment.
    await expect(sim.pay(request('w:5', 99_999n))).rejects.toThrow(/reused/);
    expect(simulatedPayout().maxKeys).toBe(10_000);
  });
});
