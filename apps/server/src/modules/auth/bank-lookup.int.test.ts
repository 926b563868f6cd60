import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBankService, type FakeBankService } from '../../adapters/bank-name/fake-bank-service';
import { httpBankNameLookup } from '../../adapters/bank-name/http';
import { bankChecks } from '../../db/schema';
import { DEMO_CONFIG } from '../../seed/demo-content';
import {
  bankToken,
  expectFailure,
  getRefresh,
  loginMember,
  postCheckBank,
  postSignup,
  signupPayload,
} from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';

/** The real HTTP adapter against a local fake service; the account number picks the answer. */
let bank: FakeBankService;
let down: string; // an address where nothing listens
beforeAll(async () => {
  bank = await startFakeBankService(({ body }) => {
    const account = (body as { accountNumber: string }).accountNumber;
    if (account.startsWith('404')) return { status: 404 };
    if (account.startsWith('500')) return { status: 500, body: { error: 'core banking down' } };
    return { status: 200, body: { firstName: 'ทดสอบ', lastName: `บัญชี${account.slice(-4)}` } };
  });
  const gone = await startFakeBankService(() => ({ status: 200 }));
  await gone.close();
  down = gone.url;
});
afterAll(() => bank.close());

let target = () => bank.url;
const t = useTestApp({
  adapters: {
    bankName: { lookup: (code, account) => httpBankNameLookup(target(), 'key-1').lookup(code, account) },
  },
});

async function setGetNameBank(getNameBank: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin/v1/config',
    headers: { 'x-admin-key': ADMIN_KEY },
    payload: { ...DEMO_CONFIG, getNameBank },
  });
  expect(res.statusCode).toBe(200);
}

async function checksFor(account: string) {
  return t.database.db.select().from(bankChecks).where(eq(bankChecks.bankAccount, account));
}

describe('checkBank with the HTTP bank-name service', () => {
  it('answers the names the service gives, and signup stores them', async () => {
    const payload = signupPayload({ BankAccount: '1230004321' });
    const check = await bankToken(t.app, payload.BankAccount);
    expect(check).toMatchObject({ firstName: 'ทดสอบ', lastName: 'บัญชี4321' });
    expect((await postSignup(t.app, payload, check.token)).statusCode).toBe(200);
    const token = await loginMember(t.app, payload.phoneNumber, payload.Password);
    expect((await getRefresh(t.app, token)).json().data.userName).toEqual({
      firstName: 'ทดสอบ',
      lastName: 'บัญชี4321',
      fullName: 'ทดสอบ บัญชี4321',
    });
  });

  it('answers 404 when the service does not know the account', async () => {
    expectFailure(await postCheckBank(t.app, '4041234567'), 404, TH.bankAccountNotFound);
    expect(await checksFor('4041234567')).toEqual([]);
  });

  it('answers 503 with a Thai message when the service fails, and issues no token', async () => {
    expectFailure(await postCheckBank(t.app, '5001234567'), 503, TH.bankLookupUnavailable);
    expect(await checksFor('5001234567')).toEqual([]);
  });

  it('answers 503 when the service cannot be reached', async () => {
    target = () => down;
    try {
      expectFailure(await postCheckBank(t.app, '1234500000'), 503, TH.bankLookupUnavailable);
    } finally {
      target = () => bank.url;
    }
  });
});

describe('a site without name lookup (getNameBank off, decision 6)', () => {
  beforeAll(() => setGetNameBank(false));
  afterAll(() => setGetNameBank(true));

  it('does not call the service and answers empty names with a token', async () => {
    const before = bank.calls.length;
    const check = await bankToken(t.app, '5009990000'); // would fail if the service were asked
    expect(check).toEqual({ firstName: '', lastName: '', token: expect.any(String) });
    expect(bank.calls.length).toBe(before);
  });

  it('takes the names from the form, trimmed, and requires them', async () => {
    const payload = signupPayload();
    const { token } = await bankToken(t.app, payload.BankAccount);
    expectFailure(await postSignup(t.app, { ...payload, firstName: 'สมศรี' }, token), 400, TH.fillAll);
    expectFailure(
      await postSignup(t.app, { ...payload, firstName: ' ', lastName: 'มีสุข' }, token),
      400,
      TH.fillAll,
    );
    const named = { ...payload, firstName: '  สมศรี ', lastName: 'มีสุข  ' };
    expect((await postSignup(t.app, named, token)).statusCode).toBe(200);
    const session = await loginMember(t.app, payload.phoneNumber, payload.Password);
    const { userName } = (await getRefresh(t.app, session)).json().data;
    expect(userName).toEqual({ firstName: 'สมศรี', lastName: 'มีสุข', fullName: 'สมศรี มีสุข' });
  });
});
