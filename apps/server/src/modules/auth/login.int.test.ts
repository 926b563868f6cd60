import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import {
  AUTH,
  expectFailure,
  expectUserInfo,
  getRefresh,
  newPhone,
  post,
  postLogin,
  registerMember,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('POST /auth-service/v1/login', () => {
  it('answers success 1, an access token, the full user info and a message', async () => {
    const member = await registerMember(t.app, { isBonus: true });
    const res = await postLogin(t.app, member.phoneNumber, member.Password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // mustChangePassword is ours (issue 12: a temporary password staff set), beside SPEC §7's fields.
    expect(Object.keys(body).sort()).toEqual([
      'authToken',
      'data',
      'message',
      'mustChangePassword',
      'success',
    ]);
    expect(body).toMatchObject({ success: 1, message: TH.loginSuccess, mustChangePassword: false });
    expect(body.authToken).toMatch(/^[\w-]{43}$/);
    expectUserInfo(body.data, member, true);
    // The token is a live session that sees the same member.
    expect((await getRefresh(t.app, body.authToken)).json().data).toEqual(body.data);
  });

  it('gives every login its own token', async () => {
    const member = await registerMember(t.app);
    const a = (await postLogin(t.app, member.phoneNumber, member.Password)).json().authToken;
    const b = (await postLogin(t.app, member.phoneNumber, member.Password)).json().authToken;
    expect(a).not.toBe(b);
    expect((await getRefresh(t.app, a)).statusCode).toBe(200);
    expect((await getRefresh(t.app, b)).statusCode).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown phone', async () => {
    const member = await registerMember(t.app);
    const wrongPassword = await postLogin(t.app, member.phoneNumber, 'wrong-pass');
    const unknownPhone = await postLogin(t.app, newPhone(), member.Password);
    expectFailure(wrongPassword, 401, TH.loginFailed);
    expectFailure(unknownPhone, 401, TH.loginFailed);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('is case- and space-exact about the password', async () => {
    const member = await registerMember(t.app, { Password: 'Secret12' });
    expectFailure(await postLogin(t.app, member.phoneNumber, 'secret12'), 401, TH.loginFailed);
    expectFailure(await postLogin(t.app, member.phoneNumber, 'Secret12 '), 401, TH.loginFailed);
  });

  it.each([
    ['a 9-digit phone', '081234567', 'secret12'],
    ['an 11-digit phone', '08123456789', 'secret12'],
    ['a phone with letters', '08123x5678', 'secret12'],
    ['an empty phone', '', 'secret12'],
    ['an empty password', '0812345678', ''],
    ['a missing phone', undefined, 'secret12'],
    ['a missing password', '0812345678', undefined],
    ['a numeric phone', 812345678, 'secret12'],
  ])('refuses %s with the SPEC login message', async (_label, phone, password) => {
    expectFailure(await postLogin(t.app, phone, password), 400, TH.loginFailed);
  });

  it('refuses an empty body and unknown fields', async () => {
    expectFailure(await post(t.app, `${AUTH}/login`, {}), 400, TH.loginFailed);
    const extra = { phoneNumber: newPhone(), Password: 'secret12', remember: true };
    expectFailure(await post(t.app, `${AUTH}/login`, extra), 400, TH.unknownField);
  });

  it('needs the site API key', async () => {
    const member = await registerMember(t.app);
    const res = await post(
      t.app,
      `${AUTH}/login`,
      { phoneNumber: member.phoneNumber, Password: member.Password },
      { headers: {} },
    );
    expectFailure(res, 403, TH.forbidden);
  });

  it('refuses a locked member with 403, and only after the right password', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ locked: true })
      .where(eq(members.phoneNumber, member.phoneNumber));
    expectFailure(await postLogin(t.app, member.phoneNumber, 'wrong-pass'), 401, TH.loginFailed);
    expectFailure(await postLogin(t.app, member.phoneNumber, member.Password), 403, TH.memberLocked);
  });
});
