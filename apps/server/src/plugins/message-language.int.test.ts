import { EN, fillMessage, TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, SITE_KEY, useTestApp } from '../../test/test-app';
import { signInNewStaff, uniqueStaffName } from '../modules/staff/test-kit';

/** Back-office answers in English on request (docs/decisions/076-admin-english.md). */
const t = useTestApp();
const english = { 'accept-language': 'en-US,en;q=0.9,th;q=0.8' };
const admin = { 'x-admin-key': ADMIN_KEY };

const createStaff = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/admin/v1/staff', headers, payload });
const answer = (res: { statusCode: number; json: () => { message?: string } }) => ({
  status: res.statusCode,
  message: res.json().message,
});

describe('a back-office call with Accept-Language: en', () => {
  it('answers a validation error, an unknown field and a success message in English', async () => {
    const bad = await createStaff(
      { username: 'x', password: 'Staff-Secret-Pw-2026', role: 'support' },
      {
        ...admin,
        ...english,
      },
    );
    expect(answer(bad)).toEqual({ status: 400, message: EN.staffUsernameFormat });
    const extra = await createStaff(
      { username: uniqueStaffName(), password: 'Staff-Secret-Pw-2026', role: 'support', more: 1 },
      {
        ...admin,
        ...english,
      },
    );
    expect(answer(extra)).toEqual({ status: 400, message: EN.unknownField });

    const username = uniqueStaffName();
    const created = await createStaff(
      { username, password: 'Staff-Secret-Pw-2026', role: 'support' },
      {
        ...admin,
        ...english,
      },
    );
    expect(created.json()).toMatchObject({
      success: 1,
      data: { username },
      message: 'Staff account created.',
    });

    const again = await createStaff(
      { username, password: 'Staff-Secret-Pw-2026', role: 'support' },
      {
        ...admin,
        ...english,
      },
    );
    expect(answer(again)).toEqual({ status: 409, message: EN.staffUsernameTaken });
  });

  it('fills the values of an AppError and of a success message into the English text', async () => {
    const pays = await t.app.inject({
      method: 'PUT',
      url: '/admin/v1/wheel/prizes',
      headers: { ...admin, ...english },
      payload: { prizes: [{ label: 'เครดิต 100', kind: 'CREDIT', amount: 100, weight: 1, active: true }] },
    });
    expect(pays.statusCode).toBe(400);
    const message = pays.json().message as string;
    expect(message).toMatch(
      /^This prize table pays an average of 100 baht of credit per spin, .* \d[\d,.]* baht \(/,
    );
    expect(message).not.toMatch(/[\u0E00-\u0E7F{}]/);

    const batch = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/itemcodes/batches',
      headers: { ...admin, ...english },
      payload: { count: 120, amount: 10, note: 'english check' },
    });
    expect(answer(batch)).toEqual({ status: 200, message: '120 codes created.' });
    // Above the operator key's allowance it waits for a second person, and says so in English.
    const big = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/itemcodes/batches',
      headers: { ...admin, ...english },
      payload: { count: 1200, amount: 10, note: 'english check' },
    });
    expect(answer(big)).toEqual({ status: 202, message: EN.approvalPending });
  });

  it('refuses in English: no key, a wrong key, an ended session, a role without the permission', async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/admin/v1/staff', headers: { ...english, ...headers } });
    expect(answer(await list({}))).toEqual({ status: 403, message: EN.forbidden });
    expect(answer(await list({ 'x-admin-key': 'wrong' }))).toEqual({ status: 403, message: EN.forbidden });
    expect(answer(await list({ cookie: 'chokdee_staff=gone' }))).toEqual({
      status: 401,
      message: EN.staffSessionEnded,
    });
    const support = await signInNewStaff(t.app, 'support');
    expect(answer(await list(support.headers))).toEqual({ status: 403, message: EN.staffNotPermitted });
  });

  it('answers a wrong staff password in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { username: uniqueStaffName(), password: 'not-the-password' },
    });
    expect(answer(res)).toEqual({ status: 401, message: EN.staffLoginFailed });
  });
});

const memberLogin = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/auth-service/v1/login', headers, payload });

describe('a member call with Accept-Language: en (issue 27 item 8)', () => {
  it('answers a wrong password, a bad body and a missing key in English', async () => {
    const wrong = await memberLogin(
      { 'x-api-key': SITE_KEY, ...english },
      { phoneNumber: '0812345678', Password: 'nope-nope' },
    );
    expect(answer(wrong)).toEqual({ status: 401, message: EN.loginFailed });
    const invalid = await memberLogin(
      { 'x-api-key': SITE_KEY, ...english },
      { phoneNumber: 'abc', Password: 'x' },
    );
    expect(answer(invalid)).toEqual({ status: 400, message: EN.loginFailed });
    const noKey = await memberLogin(english, { phoneNumber: '0812345678', Password: 'nope-nope' });
    expect(answer(noKey)).toEqual({ status: 403, message: EN.forbidden });
  });
});

describe('without English', () => {
  it('a back-office call answers Thai without the header, with Thai first, or with another language only', async () => {
    for (const language of [undefined, 'th', 'th,en;q=0.9', 'fr-FR', 'en;q=0']) {
      const headers = { ...admin, ...(language && { 'accept-language': language }) };
      const res = await createStaff(
        { username: 'x', password: 'Staff-Secret-Pw-2026', role: 'support' },
        headers,
      );
      expect(answer(res), language).toEqual({ status: 400, message: TH.staffUsernameFormat });
    }
    const batch = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/itemcodes/batches',
      headers: admin,
      payload: { count: 3, amount: 10, note: 'thai check' },
    });
    expect(answer(batch)).toEqual({
      status: 200,
      message: fillMessage(TH.itemCodeBatchCreated, { count: 3 }),
    });
  });

  it('a member call answers the SPEC Thai word for word without the header, with th, or Thai first', async () => {
    for (const language of [undefined, 'th', 'th-TH,en;q=0.9', 'fr-FR']) {
      const headers = { 'x-api-key': SITE_KEY, ...(language && { 'accept-language': language }) };
      const wrong = await memberLogin(headers, { phoneNumber: '0812345678', Password: 'nope-nope' });
      expect(answer(wrong), language).toEqual({ status: 401, message: TH.loginFailed });
      const noKey = await memberLogin(
        { ...(language && { 'accept-language': language }) },
        { phoneNumber: '0812345678', Password: 'nope-nope' },
      );
      expect(answer(noKey), language).toEqual({ status: 403, message: TH.forbidden });
    }
  });
});
