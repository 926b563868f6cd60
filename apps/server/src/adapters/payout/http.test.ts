import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBankService, type FakeAnswer, type FakeBankService } from '../bank-name/fake-bank-service';
import { httpPayout } from './http';
import { payoutFromEnv } from './index';

/** A fake gateway answering by amount (satang), so each test picks the behaviour it needs. */
const ANSWERS: Record<number, FakeAnswer> = {
  10_000: { status: 200, body: { status: 'paid', reference: 'BANK-REF-1' } },
  10_013: { status: 200, body: { status: 'failed', reason: 'account closed', reference: 'BANK-REF-2' } },
  10_014: { status: 200, body: { status: 'failed' } },
  20_000: { status: 500, body: { error: 'boom' } },
  20_001: { status: 409, body: { error: 'key reused' } },
  20_002: { status: 200, body: { status: 'paid' } },
  20_003: { status: 200, body: { status: 'maybe', reference: 'x' } },
  30_000: { status: 200, body: { status: 'paid', reference: 'slow' }, delayMs: 500 },
};

let gateway: FakeBankService;
beforeAll(async () => {
  gateway = await startFakeBankService(
    (call) => ANSWERS[(call.body as { amount: number }).amount] ?? { status: 400 },
  );
});
afterAll(() => gateway.close());

const request = (amount: bigint) => ({
  key: 'withdrawal:6b1a3c55-1111-4111-8111-111111111111',
  amount,
  bankCode: '014',
  bankAccount: '1234567890',
  accountName: 'สมชาย ใจดี',
});

describe('HTTP payout gateway', () => {
  it('posts the payment with the key as idempotency key and the amount in satang', async () => {
    expect(await httpPayout(gateway.url, 'payout-key-1').pay(request(10_000n))).toEqual({
      status: 'paid',
      reference: 'BANK-REF-1',
    });
    expect(gateway.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/payouts',
      authorization: 'Bearer payout-key-1',
      contentType: 'application/json',
      body: {
        reference: request(0n).key,
        amount: 10_000,
        currency: 'THB',
        bankCode: '014',
        accountNumber: '1234567890',
        accountName: 'สมชาย ใจดี',
      },
    });
  });

  it('keeps a path prefix of the configured URL', async () => {
    await httpPayout(`${gateway.url}/gw/`, 'k').pay(request(10_000n));
    expect(gateway.calls.at(-1)?.url).toBe('/gw/v1/payouts');
  });

  it('answers a refusal as failed, with or without a reason and reference', async () => {
    const gw = httpPayout(gateway.url, 'k');
    expect(await gw.pay(request(10_013n))).toEqual({
      status: 'failed',
      reason: 'account closed',
      reference: 'BANK-REF-2',
    });
    expect(await gw.pay(request(10_014n))).toEqual({ status: 'failed', reason: 'refused', reference: null });
  });

  it.each([
    ['a 500', 20_000n],
    ['a 409', 20_001n],
    ['paid without a reference', 20_002n],
    ['an unknown status', 20_003n],
  ])('throws (outcome unknown) on %s', async (_label, amount) => {
    await expect(httpPayout(gateway.url, 'k').pay(request(amount))).rejects.toThrow();
  });

  it('throws when the gateway is too slow or unreachable', async () => {
    await expect(httpPayout(gateway.url, 'k', 100).pay(request(30_000n))).rejects.toThrow();
    const closed = await startFakeBankService(() => ({ status: 200 }));
    await closed.close();
    await expect(httpPayout(closed.url, 'k').pay(request(10_000n))).rejects.toThrow();
  });
});

describe('payoutFromEnv', () => {
  it('uses the gateway when PAYOUT_URL is set, and needs PAYOUT_KEY with it', () => {
    expect('payments' in payoutFromEnv({ DEMO_MODE: '1', PAYOUT_URL: gateway.url, PAYOUT_KEY: 'k' })).toBe(
      false,
    );
    expect(payoutFromEnv({ DEMO_MODE: '0', PAYOUT_URL: gateway.url, PAYOUT_KEY: 'k' }).manual).toBeFalsy();
    expect(() => payoutFromEnv({ DEMO_MODE: '0', PAYOUT_URL: gateway.url })).toThrow(/PAYOUT_KEY/);
  });

  it('without a gateway: the simulator only in demo mode, else manual payouts that never pay', async () => {
    expect('payments' in payoutFromEnv({ DEMO_MODE: '1' })).toBe(true);
    const manual = payoutFromEnv({ DEMO_MODE: '0' });
    expect('payments' in manual).toBe(false);
    expect(manual.manual).toBe(true);
    // Nothing leaves: a call that reaches it by mistake has an unknown outcome, never "paid".
    await expect(manual.pay(request(10_000n))).rejects.toThrow(/manual/);
  });
});
