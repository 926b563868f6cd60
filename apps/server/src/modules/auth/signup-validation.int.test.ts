import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  bankToken,
  expectFailure,
  getRefresh,
  loginMember,
  memberRow,
  newAccount,
  postSignup,
  signupPayload,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Signup with a valid bank token for the payload's account (so only the field under test is wrong). */
async function signUp(over: Record<string, unknown>) {
  const payload = signupPayload(over);
  const account = /^\d{10}$/.test(String(payload.BankAccount)) ? String(payload.BankAccount) : newAccount();
  const { token } = await bankToken(t.app, account);
  return { res: await postSignup(t.app, payload, token), payload };
}

const pw = (Password: string) => ({ Password, Confirm_Password: Password });
const long = (n: number) => 'ก'.repeat(n);

describe('signup validation (SPEC §5)', () => {
  it.each([
    ['missing', { phoneNumber: undefined }],
    ['9 digits', { phoneNumber: '081234567' }],
    ['11 digits', { phoneNumber: '08123456789' }],
    ['letters', { phoneNumber: '08abcdefgh' }],
  ])('refuses a phone number that is %s', async (_label, over) => {
    expectFailure((await signUp(over)).res, 400, TH.invalidPhone);
  });

  it.each([
    ['a bad account', { BankAccount: '12345' }],
    ['a bad bank code', { BankCode: '999' }],
  ])('refuses %s', async (_label, over) => {
    expectFailure((await signUp(over)).res, 400, TH.fillBeforeConfirm);
  });

  it.each([
    ['longer than 15', pw('a'.repeat(16)), TH.passwordTooLong],
    ['shorter than 6', pw('a1b2c'), TH.passwordTooShort],
    ['empty', pw(''), TH.fillAll],
    ['missing', { Password: undefined }, TH.fillAll],
    ['not confirmed', { Confirm_Password: undefined }, TH.fillAll],
    ['confirmed differently', { Password: 'secret12', Confirm_Password: 'secret13' }, TH.passwordMismatch],
  ])('refuses a password that is %s', async (_label, over, message) => {
    expectFailure((await signUp(over)).res, 400, message);
  });

  it('accepts passwords of exactly 6 and exactly 15 characters', async () => {
    for (const password of ['abc123', 'abcdefghij12345']) {
      const { res, payload } = await signUp(pw(password));
      expect(res.statusCode).toBe(200);
      expect(await loginMember(t.app, payload.phoneNumber, password)).toBeTruthy();
    }
  });

  it.each([
    ['firstName', { firstName: long(101) }],
    ['lastName', { lastName: long(101) }],
  ])('refuses a %s longer than 100 characters', async (_label, over) => {
    expectFailure((await signUp(over)).res, 400, TH.nameTooLong);
  });

  it('treats WalletId as optional, at most 100 characters', async () => {
    expectFailure((await signUp({ WalletId: 'w'.repeat(101) })).res, 400, TH.walletIdTooLong);
    const { res, payload } = await signUp({ WalletId: 'w'.repeat(100), firstName: long(100) });
    expect(res.statusCode).toBe(200);
    expect((await memberRow(t.database, payload.phoneNumber))?.walletId).toBe('w'.repeat(100));
    const none = await signUp({ WalletId: null });
    expect(none.res.statusCode).toBe(200);
    expect((await memberRow(t.database, none.payload.phoneNumber))?.walletId).toBeNull();
  });

  it('refuses an isBonus that is not a boolean', async () => {
    expectFailure((await signUp({ isBonus: 'yes' })).res, 400);
  });

  it('refuses unknown fields', async () => {
    expectFailure((await signUp({ balance: 1_000_000 })).res, 400, TH.unknownField);
  });

  // PostgreSQL cannot store U+0000 in text: such input used to fail the insert with a 500
  // whose log carried the whole failed query, account number included.
  it('refuses a NUL character in free text with 400, never 500', async () => {
    expectFailure((await signUp({ WalletId: 'w\u0000' })).res, 400, TH.controlCharacters);
    expectFailure((await signUp({ firstName: 'ก\u0000' })).res, 400, TH.controlCharacters);
  });

  it('ignores an affiliateKey that cannot be one (decision 8: it never blocks a registration)', async () => {
    for (const affiliateKey of ['k\u0000ey', 'x'.repeat(100), 'มั่ว']) {
      const { res, payload } = await signUp({ affiliateKey });
      expect(res.statusCode).toBe(200);
      expect((await memberRow(t.database, payload.phoneNumber))?.referrerId).toBeNull();
    }
  });

  it('keeps the names of the lookup even when the form sends other names', async () => {
    const { res, payload } = await signUp({ firstName: '  Someone  ', lastName: 'Else' });
    expect(res.statusCode).toBe(200);
    const token = await loginMember(t.app, payload.phoneNumber, payload.Password);
    const { userName } = (await getRefresh(t.app, token)).json().data;
    expect(userName.firstName).not.toBe('Someone');
    expect(userName.lastName).not.toBe('Else');
  });
});
