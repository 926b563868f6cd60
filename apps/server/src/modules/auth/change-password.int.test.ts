import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  getRefresh,
  loginMember,
  memberHeaders,
  postLogin,
  registerMember,
  type RegisteredMember,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp({ env: { LOGIN_FAIL_LIMIT: '3' } });

const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${AUTH}/change-password`, headers: memberHeaders(token), payload });

/** A correct change-password body for this member, with `over` replacing fields. */
const body = (m: RegisteredMember, over: Record<string, unknown> = {}) => ({
  phone_number: m.phoneNumber,
  old_Password: m.Password,
  Password: 'newpass99',
  Confirm_Password: 'newpass99',
  ...over,
});

describe('PUT /auth-service/v1/change-password', () => {
  it('changes the password: HTTP 200 with success 0 (SPEC §7); old fails, new works', async () => {
    const member = await registerMember(t.app);
    const res = await changePassword(member.token, body(member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 0, message: TH.passwordChanged });
    expectFailure(await postLogin(t.app, member.phoneNumber, member.Password), 401, TH.loginFailed);
    expect((await postLogin(t.app, member.phoneNumber, 'newpass99')).statusCode).toBe(200);
  });

  it("revokes the member's other sessions and keeps the current one", async () => {
    const member = await registerMember(t.app);
    const phone = await loginMember(t.app, member.phoneNumber, member.Password);
    const laptop = await loginMember(t.app, member.phoneNumber, member.Password);
    const bystander = await registerMember(t.app);
    expect((await changePassword(member.token, body(member))).statusCode).toBe(200);
    expectFailure(await getRefresh(t.app, phone), 401, TH.unauthorized);
    expectFailure(await getRefresh(t.app, laptop), 401, TH.unauthorized);
    expect((await getRefresh(t.app, member.token)).statusCode).toBe(200);
    expect((await getRefresh(t.app, bystander.token)).statusCode).toBe(200);
  });

  const fields = ['phone_number', 'old_Password', 'Password', 'Confirm_Password'];
  let validating: Promise<RegisteredMember> | undefined; // one member for every refused body
  it.each(
    fields.flatMap(
      (field) =>
        [
          [field, 'missing'],
          [field, 'empty'],
        ] as const,
    ),
  )('refuses a %s that is %s with the SPEC message', async (field, how) => {
    const member = await (validating ??= registerMember(t.app));
    const payload: Record<string, unknown> = body(member);
    if (how === 'missing') delete payload[field];
    else payload[field] = '';
    expectFailure(await changePassword(member.token, payload), 400, TH.fillAll);
  });

  it('refuses a wrong old password and keeps the password', async () => {
    const member = await registerMember(t.app);
    expectFailure(
      await changePassword(member.token, body(member, { old_Password: 'not-mine' })),
      400,
      TH.oldPasswordWrong,
    );
    expect((await postLogin(t.app, member.phoneNumber, member.Password)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs', async () => {
    const member = await registerMember(t.app);
    const res = await changePassword(member.token, body(member, { Confirm_Password: 'newpass98' }));
    expectFailure(res, 400, TH.passwordMismatch);
  });

  it.each([
    ['longer than 15', 'a'.repeat(16), TH.passwordTooLong],
    ['shorter than 6', 'abc12', TH.passwordTooShort],
  ])('refuses a new password %s', async (_label, password, message) => {
    const member = await registerMember(t.app);
    const res = await changePassword(
      member.token,
      body(member, { Password: password, Confirm_Password: password }),
    );
    expectFailure(res, 400, message);
  });

  it("refuses another member's phone number and leaves both passwords alone", async () => {
    const [me, other] = [await registerMember(t.app), await registerMember(t.app)];
    const res = await changePassword(
      me.token,
      body(me, { phone_number: other.phoneNumber, old_Password: other.Password }),
    );
    expectFailure(res, 400, TH.phoneNotYours);
    expect((await postLogin(t.app, other.phoneNumber, other.Password)).statusCode).toBe(200);
    expect((await postLogin(t.app, me.phoneNumber, me.Password)).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const member = await registerMember(t.app);
    expectFailure(await changePassword(member.token, body(member, { isAdmin: true })), 400, TH.unknownField);
  });

  // Wrong old passwords have a budget of their own: counting them toward sign-in (as before) let whoever
  // held one session lock the member out of signing in anywhere (issue 16, hole 10).
  it('limits wrong old passwords on their own budget, without locking the member out of sign-in', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < t.env.LOGIN_FAIL_LIMIT; i++) {
      await changePassword(member.token, body(member, { old_Password: `wrong-${i}` }));
    }
    expectFailure(await changePassword(member.token, body(member)), 429, TH.loginLocked);
    expect((await postLogin(t.app, member.phoneNumber, member.Password)).statusCode).toBe(200);
  });
});
