import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBankService, type FakeAnswer, type FakeBankService } from '../bank-name/fake-bank-service';
import { httpSlipVerifier } from './http';
import { slipVerifierFromEnv } from './index';

const GOOD = {
  ref: 'REF0001',
  amount: 1500.25,
  toAccount: '123-4-56789-0',
  fromBankCode: '004',
  fromAccount: 'xxx-x-x1234-x',
  fromName: 'นาย ผู้โอน',
  time: '2025-01-02T03:04:05+07:00',
};

/** Answers by transRef, so each test picks the behaviour it needs. */
const ANSWERS: Record<string, FakeAnswer> = {
  REF0001: { status: 200, body: GOOD },
  REF0404: { status: 404, body: { error: 'not found' } },
  REF0500: { status: 500 },
  REF0BAD: { status: 200, body: { ...GOOD, ref: 'REF0BAD', amount: 1.234 } },
  REF0OTH: { status: 200, body: { ...GOOD, ref: 'SOMETHING-ELSE' } },
  REFSLOW: { status: 200, body: GOOD, delayMs: 500 },
};

const slip = (transRef: string) => ({ apiId: '000001', sendingBankCode: '004', transRef, country: 'TH' });

let service: FakeBankService;
beforeAll(async () => {
  service = await startFakeBankService((call) => {
    const ref = (call.body as { transRef?: string }).transRef ?? '';
    return ANSWERS[ref] ?? { status: 400 };
  });
});
afterAll(() => service.close());

describe('HTTP slip verifier', () => {
  it('answers the verified transfer in satang, calling POST v1/slips/verify with the key and the slip', async () => {
    const verifier = httpSlipVerifier(`${service.url}/slip-api`, 'verify-key-1');
    expect(await verifier.verify('QR-TEXT', slip('REF0001'))).toEqual({
      ref: 'REF0001',
      toAccount: '1234567890',
      amount: 150_025n,
      time: new Date('2025-01-02T03:04:05+07:00'),
      fromBankCode: '004',
      fromAccount: 'xxxxx1234x',
      fromName: 'นาย ผู้โอน',
    });
    expect(service.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/slip-api/v1/slips/verify',
      authorization: 'Bearer verify-key-1',
      contentType: 'application/json',
      body: { qr: 'QR-TEXT', transRef: 'REF0001', sendingBankCode: '004' },
    });
  });

  it('answers null when the service does not know the slip (404)', async () => {
    expect(await httpSlipVerifier(service.url, 'k').verify('QR', slip('REF0404'))).toBeNull();
  });

  it.each([
    ['a 500', 'REF0500', /HTTP 500/],
    ['an amount with 3 decimals', 'REF0BAD', /unexpected body/],
    ['another reference', 'REF0OTH', /another reference/],
  ])('throws on %s', async (_label, ref, error) => {
    await expect(httpSlipVerifier(service.url, 'k').verify('QR', slip(ref))).rejects.toThrow(error);
  });

  it('gives up after its timeout', async () => {
    await expect(httpSlipVerifier(service.url, 'k', 100).verify('QR', slip('REFSLOW'))).rejects.toThrow();
  });

  it('throws when nothing listens at the URL', async () => {
    await expect(httpSlipVerifier('http://127.0.0.1:9', 'k').verify('QR', slip('REF0001'))).rejects.toThrow();
  });
});

describe('slipVerifierFromEnv', () => {
  /** A database that knows no statement: what the feed verifier reads. */
  const emptyDb = { select: () => ({ from: () => ({ where: async () => [] }) }) } as never;

  it('verifies against the bank feed unless a service is configured', async () => {
    const calls = service.calls.length;
    expect(await slipVerifierFromEnv({}, emptyDb).verify('QR', slip('REF0001'))).toBeNull();
    expect(service.calls).toHaveLength(calls);
    const configured = slipVerifierFromEnv({ SLIP_VERIFY_URL: service.url, SLIP_VERIFY_KEY: 'k' }, emptyDb);
    expect(await configured.verify('QR', slip('REF0001'))).toMatchObject({ ref: 'REF0001' });
    expect(service.calls).toHaveLength(calls + 1);
  });

  it('refuses a service URL without its key', () => {
    expect(() => slipVerifierFromEnv({ SLIP_VERIFY_URL: service.url }, emptyDb)).toThrow(/SLIP_VERIFY_KEY/);
  });
});
