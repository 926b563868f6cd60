import { MEMBER_BANK_CODES, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  bankToken,
  expectFailure,
  newAccount,
  post,
  postCheckBank,
  registerMember,
  THAI,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('POST /auth-service/v1/checkBank', () => {
  it('has the 17 SPEC bank codes plus TRUEMONEY', () => {
    expect([...MEMBER_BANK_CODES].sort()).toEqual(
      [
        ...['014', '002', '004', '006', '034', '011', '017', '020', '022', '024', '025', '030', '033'],
        ...['073', '067', '069', '066', 'TRUEMONEY'],
      ].sort(),
    );
  });

  it.each(MEMBER_BANK_CODES)('answers names and a bank token for bank code %s', async (code) => {
    const res = await postCheckBank(t.app, newAccount(code), code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: 1,
      data: {
        firstName: expect.stringMatching(THAI),
        lastName: expect.stringMatching(THAI),
        token: expect.any(String),
      },
    });
    expect(body.data.token.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts 12-digit accounts (at a 12-digit bank) and strips dashes and spaces', async () => {
    expect((await postCheckBank(t.app, '123456789012', '030')).statusCode).toBe(200);
    const digits = newAccount();
    const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 4)} ${digits.slice(4)}`;
    const a = await bankToken(t.app, dashed);
    const b = await bankToken(t.app, digits);
    expect([a.firstName, a.lastName]).toEqual([b.firstName, b.lastName]);
  });

  it.each([
    ['9 digits', '123456789'],
    ['11 digits', '12345678901'],
    ['13 digits', '1234567890123'],
    ['16 characters', '1234-5678-9012-3'],
    ['letters', '12345abcde'],
    ['empty', ''],
    ['a number', 1234567890],
  ])('refuses an account that is %s with the SPEC message', async (_label, account) => {
    expectFailure(await postCheckBank(t.app, account), 400, TH.fillBeforeConfirm);
  });

  it.each([
    ['an unknown code', '999'],
    ['PromptPay (receiving channels only)', 'PROMPTPAY'],
    ['an empty code', ''],
    ['no code', undefined],
  ])('refuses %s with the SPEC message', async (_label, code) => {
    const res = await post(t.app, `${AUTH}/checkBank`, { BankAccount: newAccount(), BankCode: code });
    expectFailure(res, 400, TH.fillBeforeConfirm);
  });

  it('refuses an empty body and unknown fields', async () => {
    expectFailure(await post(t.app, `${AUTH}/checkBank`, {}), 400, TH.fillBeforeConfirm);
    const extra = { BankAccount: newAccount(), BankCode: '004', firstName: 'x' };
    expectFailure(await post(t.app, `${AUTH}/checkBank`, extra), 400, TH.unknownField);
  });

  it('the simulator gives the same account the same name, and a new token each time', async () => {
    const account = newAccount();
    const first = await bankToken(t.app, account, '014');
    const second = await bankToken(t.app, account, '014');
    expect([second.firstName, second.lastName]).toEqual([first.firstName, first.lastName]);
    expect(second.token).not.toBe(first.token);
  });

  it('answers 404 for an account the bank does not know (simulator: starts with 000)', async () => {
    expectFailure(await postCheckBank(t.app, '0001234567'), 404, TH.bankAccountNotFound);
  });

  it('answers 409 for an account already bound to a member, at that bank only', async () => {
    const member = await registerMember(t.app, { BankCode: '002' });
    expectFailure(await postCheckBank(t.app, member.BankAccount, '002'), 409, TH.bankAccountTaken);
    expect((await postCheckBank(t.app, member.BankAccount, '004')).statusCode).toBe(200);
  });
});
