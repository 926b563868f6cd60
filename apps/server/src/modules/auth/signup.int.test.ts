import { TERMS_VERSION, TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankChecks } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  bankToken,
  expectFailure,
  expectUserInfo,
  getRefresh,
  loginMember,
  memberRow,
  post,
  postSignup,
  registerMember,
  signupPayload,
} from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Registration steps 2 and 3 for a fresh payload; answers the signup reply and what went in. */
async function signUp(over: Record<string, unknown> = {}) {
  const payload = signupPayload(over);
  const check = await bankToken(t.app, payload.BankAccount, payload.BankCode);
  const res = await postSignup(t.app, payload, check.token);
  return { res, payload, check };
}

const admin = { 'x-admin-key': ADMIN_KEY };

/** The back office's member list row of the member with this phone. */
async function memberItemOf(phoneNumber: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/v1/members?q=${phoneNumber}`,
    headers: admin,
  });
  const [item] = res.json().data.items;
  return item as { id: string; referrerPhone: string | null };
}

async function referrerPhoneOf(phoneNumber: string) {
  return (await memberItemOf(phoneNumber)).referrerPhone;
}

describe('POST /auth-service/v1/signup', () => {
  it('creates the member with the names of the bank lookup, never those of the form', async () => {
    const { res, payload, check } = await signUp({ firstName: 'Hacker', lastName: 'Evil', WalletId: 'w-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: { phoneNumber: payload.phoneNumber },
      message: TH.registered,
    });

    const token = await loginMember(t.app, payload.phoneNumber, payload.Password);
    const info = (await getRefresh(t.app, token)).json().data;
    expectUserInfo(info, { ...payload, ...check });
    expect((await memberRow(t.database, payload.phoneNumber))?.walletId).toBe('w-77');
  });

  it('stores the password as argon2id, never in clear', async () => {
    const { payload } = await signUp({ Password: 'pw-unique1', Confirm_Password: 'pw-unique1' });
    const row = await memberRow(t.database, payload.phoneNumber);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row?.passwordHash).not.toContain('pw-unique1');
  });

  it('stores the promotion choice: not receiving by default, receiving when asked', async () => {
    const plain = await registerMember(t.app);
    expect((await getRefresh(t.app, plain.token)).json().data.BonusInfo.isBonus).toBe(false);
    const bonus = await registerMember(t.app, { isBonus: true });
    expect((await getRefresh(t.app, bonus.token)).json().data.BonusInfo.isBonus).toBe(true);
  });

  it('links the referrer whose affiliateKey was given, and ignores an unknown key', async () => {
    const referrer = await registerMember(t.app);
    const key = (await getRefresh(t.app, referrer.token)).json().data.affiliateKey as string;
    const referred = await registerMember(t.app, { affiliateKey: key });
    expect(await referrerPhoneOf(referred.phoneNumber)).toBe(referrer.phoneNumber);

    const stale = await registerMember(t.app, { affiliateKey: 'nosuchkey1' });
    expect(await referrerPhoneOf(stale.phoneNumber)).toBeNull();
  });

  it('accepts the bank token in the body as well as in the header', async () => {
    const payload = signupPayload();
    const { token } = await bankToken(t.app, payload.BankAccount);
    const res = await post(t.app, '/auth-service/v1/signup', { ...payload, tokenBank: token });
    expect(res.statusCode).toBe(200);
  });

  it('needs the site API key', async () => {
    const res = await post(t.app, '/auth-service/v1/signup', signupPayload(), {
      headers: { tokenBank: 'x' },
    });
    expectFailure(res, 403, TH.forbidden);
  });

  it('answers 409 for a phone number that is already registered', async () => {
    const member = await registerMember(t.app);
    const { res } = await signUp({ phoneNumber: member.phoneNumber });
    expectFailure(res, 409, TH.phoneTaken);
  });

  it('answers 409 for a bank account bound meanwhile by another member', async () => {
    const payload = signupPayload();
    const early = await bankToken(t.app, payload.BankAccount);
    await registerMember(t.app, { BankAccount: payload.BankAccount });
    expectFailure(await postSignup(t.app, payload, early.token), 409, TH.bankAccountTaken);
  });
});

describe('signup bank token (tokenBank)', () => {
  it('is required', async () => {
    expectFailure(await postSignup(t.app, signupPayload()), 400, TH.bankTokenInvalid);
    expectFailure(await postSignup(t.app, signupPayload(), ''), 400, TH.bankTokenInvalid);
  });

  it('must be one checkBank gave', async () => {
    expectFailure(await postSignup(t.app, signupPayload(), 'made-up-token'), 400, TH.bankTokenInvalid);
  });

  it('is valid only for the account and bank it was issued for', async () => {
    const payload = signupPayload();
    const other = await bankToken(t.app, signupPayload().BankAccount);
    expectFailure(await postSignup(t.app, payload, other.token), 400, TH.bankTokenInvalid);
    const otherBank = await bankToken(t.app, payload.BankAccount, '014');
    expectFailure(await postSignup(t.app, payload, otherBank.token), 400, TH.bankTokenInvalid);
  });

  it('expires', async () => {
    const payload = signupPayload();
    const { token } = await bankToken(t.app, payload.BankAccount);
    await t.database.db
      .update(bankChecks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(bankChecks.tokenHash, hashToken(token)));
    expectFailure(await postSignup(t.app, payload, token), 400, TH.bankTokenInvalid);
  });

  it('is spent by a signup and cannot be reused', async () => {
    const { res, payload, check } = await signUp();
    expect(res.statusCode).toBe(200);
    const again = { ...payload, phoneNumber: signupPayload().phoneNumber };
    expectFailure(await postSignup(t.app, again, check.token), 400, TH.bankTokenInvalid);
  });

  it('survives a failed signup, so the member can correct the form and retry', async () => {
    const taken = await registerMember(t.app);
    const { res, payload, check } = await signUp({ phoneNumber: taken.phoneNumber });
    expect(res.statusCode).toBe(409);
    const retry = { ...payload, phoneNumber: signupPayload().phoneNumber };
    expect((await postSignup(t.app, retry, check.token)).statusCode).toBe(200);
  });
});

/** The back office's member page profile of the member with this phone. */
async function profileOf(phoneNumber: string) {
  const { id } = await memberItemOf(phoneNumber);
  const page = await t.app.inject({ method: 'GET', url: `/admin/v1/members/${id}`, headers: admin });
  return page.json().data.profile;
}

/** Age and terms at signup (issue 27 item 7; docs/decisions/099-age-and-terms-at-signup.md). */
describe('POST /auth-service/v1/signup with consent', () => {
  it('stores when the member confirmed 20+ and accepted which terms, and the back office shows it', async () => {
    const { res, payload } = await signUp({ consent: { adult: true, termsVersion: TERMS_VERSION } });
    expect(res.json()).toEqual({
      success: 1,
      data: { phoneNumber: payload.phoneNumber },
      message: TH.registered,
    });

    const row = await memberRow(t.database, payload.phoneNumber);
    expect(row?.termsVersion).toBe(TERMS_VERSION);
    // Both at the signup's own time: the moment the member row was created.
    expect(row?.adultConfirmedAt).toEqual(row?.createdAt);
    expect(row?.termsAcceptedAt).toEqual(row?.createdAt);

    expect((await profileOf(payload.phoneNumber)).consent).toEqual({
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: row!.createdAt.toISOString(),
      adultConfirmedAt: row!.createdAt.toISOString(),
    });
    await loginMember(t.app, payload.phoneNumber, payload.Password);
  });

  it('still signs up without the field, exactly as the SPEC says, and stores no consent', async () => {
    const { res, payload } = await signUp();
    expect(res.json()).toEqual({
      success: 1,
      data: { phoneNumber: payload.phoneNumber },
      message: TH.registered,
    });
    const row = await memberRow(t.database, payload.phoneNumber);
    expect([row?.adultConfirmedAt, row?.termsVersion, row?.termsAcceptedAt]).toEqual([null, null, null]);
    expect((await profileOf(payload.phoneNumber)).consent).toBeNull();
  });

  it('refuses a consent that says no to the age or names other terms, in Thai, and creates nobody', async () => {
    const refusals: [unknown, string][] = [
      [{ adult: false, termsVersion: TERMS_VERSION }, TH.consentRequired],
      [{ adult: 'yes', termsVersion: TERMS_VERSION }, TH.consentRequired],
      [{ termsVersion: TERMS_VERSION }, TH.consentRequired],
      [{ adult: true, termsVersion: '2020-01' }, TH.termsVersionOutdated],
      [{ adult: true }, TH.termsVersionOutdated],
      [{ adult: true, termsVersion: 202611 }, TH.termsVersionOutdated],
    ];
    for (const [consent, message] of refusals) {
      const { res, payload } = await signUp({ consent });
      expectFailure(res, 400, message);
      expect(await memberRow(t.database, payload.phoneNumber)).toBeUndefined();
    }
  });

  it('still refuses unknown fields, inside the consent too', async () => {
    const inside = await signUp({ consent: { adult: true, termsVersion: TERMS_VERSION, marketing: true } });
    expectFailure(inside.res, 400, TH.unknownField);
    const beside = await signUp({ consent: { adult: true, termsVersion: TERMS_VERSION }, over20: true });
    expectFailure(beside.res, 400, TH.unknownField);
  });

  it('refuses a consent that is not an object', async () => {
    for (const consent of [true, null, 'yes']) {
      const { res, payload } = await signUp({ consent });
      expectFailure(res, 400);
      expect(await memberRow(t.database, payload.phoneNumber)).toBeUndefined();
    }
  });
});
