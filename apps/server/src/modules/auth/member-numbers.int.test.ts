import { BANKS, TH, WALLET_BANK } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  bankToken,
  expectFailure,
  newAccount,
  newPhone,
  postCheckBank,
  postCheckPhone,
  postSignup,
  signupPayload,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Issue 17 item 5: only Thai mobile numbers, and account numbers of the length their bank uses. */
describe('Thai mobile numbers only (checkPhone and signup)', () => {
  it.each([
    ['no leading 0', '1234567890'],
    ['00', '0012345678'],
    ['a Bangkok landline', '0212345678'],
    ['a provincial landline', '0531234567'],
    ['07', '0712345678'],
  ])('refuses %s (%s) with a clear Thai message', async (_label, phoneNumber) => {
    expectFailure(await postCheckPhone(t.app, phoneNumber), 400, TH.mobileOnly);
    const { token } = await bankToken(t.app, newAccount());
    expectFailure(await postSignup(t.app, signupPayload({ phoneNumber }), token), 400, TH.mobileOnly);
  });

  it('keeps the SPEC message for a number that is not 10 digits', async () => {
    expectFailure(await postCheckPhone(t.app, '021234567'), 400, TH.invalidPhone);
  });

  it.each(['06', '08', '09'])('accepts a mobile number beginning %s', async (prefix) => {
    const phoneNumber = `${prefix}${newPhone().slice(2)}`;
    expect((await postCheckPhone(t.app, phoneNumber)).statusCode).toBe(200);
    const account = newAccount();
    const { token } = await bankToken(t.app, account);
    const res = await postSignup(t.app, signupPayload({ phoneNumber, BankAccount: account }), token);
    expect(res.statusCode).toBe(200);
  });
});

describe('account numbers of the length their bank uses (checkBank and signup)', () => {
  it('the bank list says a length and a grouping for every member bank', () => {
    for (const bank of [...BANKS, WALLET_BANK]) {
      expect([10, 12]).toContain(bank.accountLength);
      expect(bank.accountGroups.reduce((a, b) => a + b, 0)).toBe(bank.accountLength);
    }
  });

  it.each([
    [
      '12 digits at Kasikornbank (10)',
      '004',
      '123456789012',
      'เลขบัญชีธนาคารกสิกรไทย มี 10 หลัก กรุณาตรวจสอบอีกครั้ง',
    ],
    [
      '10 digits at the Government Savings Bank (12)',
      '030',
      '1234567890',
      'เลขบัญชีธนาคารออมสิน มี 12 หลัก กรุณาตรวจสอบอีกครั้ง',
    ],
    [
      '10 digits at BAAC (12)',
      '034',
      '1234567890',
      'เลขบัญชีธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร มี 12 หลัก กรุณาตรวจสอบอีกครั้ง',
    ],
    ['a wallet number that is no mobile number', 'TRUEMONEY', '0212345678', TH.walletNotMobile],
    ['a 12-digit wallet number', 'TRUEMONEY', '081234567890', TH.walletNotMobile],
  ])('refuses %s, naming the bank', async (_label, code, account, message) => {
    expectFailure(await postCheckBank(t.app, account, code), 400, message);
    // The same rule holds at signup, whatever token the form sends.
    const { token } = await bankToken(t.app, newAccount());
    expectFailure(
      await postSignup(t.app, signupPayload({ BankAccount: account, BankCode: code }), token),
      400,
      message,
    );
  });

  it('keeps the SPEC message for an account that is neither 10 nor 12 digits', async () => {
    expectFailure(await postCheckBank(t.app, '12345678901', '030'), 400, TH.fillBeforeConfirm);
  });

  it.each([
    ['004', '1234567891'],
    ['030', '020012345678'],
    ['033', '001-11-12345-67'],
    ['TRUEMONEY', '0812345670'],
  ])('accepts an account of the right length at %s (dashes tolerated)', async (code, account) => {
    expect((await postCheckBank(t.app, account, code)).statusCode).toBe(200);
  });
});
