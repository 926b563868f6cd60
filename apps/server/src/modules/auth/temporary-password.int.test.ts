import {
  addFavouriteGame,
  claimAffiliate,
  claimCashback,
  createWithdrawal,
  getBalance,
  getDepositChannels,
  getPromotions,
  launchGame,
  logoutAll,
  memberEvents,
  pullSlip,
  redeemItemCode,
  reloadGameWallet,
  spinWheel,
  TH,
  updateBonusSetting,
  type CallContract,
} from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { AUTH, getRefresh, memberHeaders, postLogin, postLogout } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { adminSend, MEMBERS, newMember } from '../members/test-kit';

/**
 * A password reset by support (docs/ABUSE.md 16.8): support reads the temporary password once, and the session
 * it opens may do nothing but change it (and read the user info, and sign out). Support signing in with it
 * could only change the member's password, which the member notices at their next sign-in.
 */
const t = useTestApp();

async function resetAndSignIn() {
  const m = await newMember(t);
  const reset = await adminSend(t.app, 'POST', `${MEMBERS}/${m.id}/reset-password`, {
    reason: 'สมาชิกลืมรหัสผ่าน ยืนยันตัวตนทางไลน์แล้ว',
  });
  const temporary = reset.json().data.temporaryPassword as string;
  const login = await postLogin(t.app, m.phoneNumber, temporary);
  expect(login.json().mustChangePassword).toBe(true);
  return { m, temporary, token: login.json().authToken as string };
}

const callAs = (token: string, call: Pick<CallContract, 'method' | 'path'>, payload?: object) =>
  t.app.inject({
    method: call.method,
    url: call.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000'),
    headers: memberHeaders(token),
    ...(call.method !== 'GET' && { payload: payload ?? {} }),
  });
const refusal = (res: { statusCode: number; json: () => { message?: string } }) => [
  res.statusCode,
  res.json().message,
];
const changeTo = (token: string, phone: string, old: string, fresh: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${AUTH}/change-password`,
    headers: memberHeaders(token),
    payload: { phone_number: phone, old_Password: old, Password: fresh, Confirm_Password: fresh },
  });

/** Games, money, promotions, codes and rewards: what support must not do in the member's name. */
const GUARDED: [Pick<CallContract, 'method' | 'path'>, object?][] = [
  [launchGame, { ch: 'house-slot' }],
  [reloadGameWallet],
  [getBalance],
  [createWithdrawal, { amount: 100 }],
  [getDepositChannels],
  [pullSlip, { qrcode: '0046000600000101030140225' }],
  [updateBonusSetting, { isBonus: true }],
  [getPromotions],
  [redeemItemCode, { code: 'ABCD-EFGH' }],
  [spinWheel],
  [claimCashback],
  [claimAffiliate],
  [addFavouriteGame, { ch: 'house-slot' }],
];

describe('a session opened with a temporary password (docs/ABUSE.md 16.8)', () => {
  it('refuses games, money, deposits, promotions, codes and rewards with 403 until the password is changed', async () => {
    const { token } = await resetAndSignIn();
    const answers: string[] = [];
    for (const [call, payload] of GUARDED) {
      const res = await callAs(token, call, payload);
      answers.push(`${call.method} ${call.path}: ${refusal(res).join(' ')}`);
    }
    expect(answers).toEqual(
      GUARDED.map(([call]) => `${call.method} ${call.path}: 403 ${TH.passwordChangeFirst}`),
    );
  });

  it('reads the user info, changes the password, and then everything works in the same session', async () => {
    const { m, temporary, token } = await resetAndSignIn();
    expect((await getRefresh(t.app, token)).statusCode).toBe(200);
    const changed = await changeTo(token, m.phoneNumber, temporary, 'newpass99');
    expect(changed.json()).toEqual({ success: 0, message: TH.passwordChanged });

    const launched = await callAs(token, launchGame, { ch: 'house-slot' });
    expect(launched.statusCode).toBe(200);
    expect((await callAs(token, getBalance)).statusCode).toBe(200);
    for (const [call, payload] of GUARDED) {
      const res = await callAs(token, call, payload);
      expect(refusal(res), `${call.method} ${call.path}`).not.toEqual([403, TH.passwordChangeFirst]);
    }
  });

  it('walks every member route: only the user info, the password change and sign-out are open to it', async () => {
    const routes = t.app.memberRouteList;
    expect(routes.length).toBeGreaterThan(25);
    const open = routes.filter((r) => r.temporaryPasswordOk).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      `GET ${AUTH}/refresh`,
      `POST ${AUTH}/logout`,
      `PUT ${AUTH}/change-password`,
    ]);

    const { m, temporary, token } = await resetAndSignIn();
    const guarded = routes.filter((r) => !r.temporaryPasswordOk);
    const notRefused: string[] = [];
    for (const route of guarded) {
      const res = await callAs(token, { method: route.method as 'GET', path: route.url });
      if (refusal(res)[0] !== 403 || refusal(res)[1] !== TH.passwordChangeFirst)
        notRefused.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(notRefused).toEqual([]);

    // After the change, no route refuses it for that reason any more.
    expect((await changeTo(token, m.phoneNumber, temporary, 'newpass99')).statusCode).toBe(200);
    const stillRefused: string[] = [];
    // The member event stream answers and never ends (member-push tests read it over HTTP), and a sign-out
    // everywhere would end this session: both refused above, and tested in their own files.
    const skipped: string[] = [memberEvents.path, logoutAll.path];
    for (const route of guarded.filter((r) => !skipped.includes(r.url))) {
      const res = await callAs(token, { method: route.method as 'GET', path: route.url });
      if (res.statusCode === 403 && res.json().message === TH.passwordChangeFirst)
        stillRefused.push(`${route.method} ${route.url}`);
    }
    expect(stillRefused).toEqual([]);
    expect((await postLogout(t.app, token)).statusCode).toBe(200);
  });

  it('lets it sign out', async () => {
    const { token } = await resetAndSignIn();
    expect((await postLogout(t.app, token)).statusCode).toBe(200);
    expect((await getRefresh(t.app, token)).statusCode).toBe(401);
  });
});
