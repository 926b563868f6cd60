import { TERMS_VERSION, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  bankToken,
  expectFailure,
  loginMember,
  memberRow,
  postSignup,
  signupPayload,
} from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Registration steps 2 and 3 for a fresh payload with `over` added. */
async function signUp(over: Record<string, unknown> = {}) {
  const payload = signupPayload(over);
  const check = await bankToken(t.app, payload.BankAccount, payload.BankCode);
  return { res: await postSignup(t.app, payload, check.token), payload };
}

/** The back office's member page profile of the member with this phone. */
async function profileOf(phoneNumber: string) {
  const admin = { 'x-admin-key': ADMIN_KEY };
  const list = await t.app.inject({
    method: 'GET',
    url: `/admin/v1/members?q=${phoneNumber}`,
    headers: admin,
  });
  const [item] = list.json().data.items;
  const page = await t.app.inject({ method: 'GET', url: `/admin/v1/members/${item.id}`, headers: admin });
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
