import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBankService, type FakeAnswer, type FakeBankService } from './fake-bank-service';
import { httpBankNameLookup } from './http';

/** Answers by account number, so each test picks the behaviour it needs. */
const ANSWERS: Record<string, FakeAnswer> = {
  '1111111111': { status: 200, body: { firstName: 'สมชาย', lastName: 'ใจดี' } },
  '4040404040': { status: 404, body: { error: 'not found' } },
  '5000000000': { status: 500, body: { error: 'boom' } },
  '5030000000': { status: 503 },
  '2000000001': { status: 200, body: { firstName: 'สมชาย' } },
  '2000000002': { status: 200, body: 'not json at all' },
  '9999999999': { status: 200, body: { firstName: 'ช้า', lastName: 'มาก' }, delayMs: 500 },
};

let bank: FakeBankService;
beforeAll(async () => {
  bank = await startFakeBankService((call) => {
    const account = (call.body as { accountNumber?: string }).accountNumber ?? '';
    return ANSWERS[account] ?? { status: 400 };
  });
});
afterAll(() => bank.close());

describe('HTTP bank-name lookup', () => {
  it('answers the names, calling POST v1/account-name with the key and the account', async () => {
    const lookup = httpBankNameLookup(bank.url, 'lookup-key-1');
    expect(await lookup.lookup('004', '1111111111')).toEqual({ firstName: 'สมชาย', lastName: 'ใจดี' });
    expect(bank.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/account-name',
      authorization: 'Bearer lookup-key-1',
      contentType: 'application/json',
      body: { bankCode: '004', accountNumber: '1111111111' },
    });
  });

  it('keeps a path prefix of the configured URL, with or without a trailing slash', async () => {
    for (const base of [`${bank.url}/bank-api`, `${bank.url}/bank-api/`]) {
      await httpBankNameLookup(base, 'k').lookup('004', '1111111111');
      expect(bank.calls.at(-1)?.url).toBe('/bank-api/v1/account-name');
    }
  });

  it('answers null when the service says 404 (no such account)', async () => {
    expect(await httpBankNameLookup(bank.url, 'k').lookup('004', '4040404040')).toBeNull();
  });

  it.each([
    ['500', '5000000000'],
    ['503 with an empty body', '5030000000'],
  ])('throws when the service answers %s', async (_label, account) => {
    await expect(httpBankNameLookup(bank.url, 'k').lookup('004', account)).rejects.toThrow(/HTTP 50\d/);
  });

  it.each([
    ['without a last name', '2000000001'],
    ['with a body that is not an object', '2000000002'],
  ])('throws when a 200 comes %s', async (_label, account) => {
    await expect(httpBankNameLookup(bank.url, 'k').lookup('004', account)).rejects.toThrow();
  });

  it('throws when the service is too slow', async () => {
    await expect(httpBankNameLookup(bank.url, 'k', 100).lookup('004', '9999999999')).rejects.toThrow();
  });

  it('throws when nothing listens at the address', async () => {
    const closed = await startFakeBankService(() => ({ status: 200 }));
    await closed.close();
    await expect(httpBankNameLookup(closed.url, 'k').lookup('004', '1111111111')).rejects.toThrow();
  });
});
