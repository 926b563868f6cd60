import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  getRefresh,
  loginMember,
  memberHeaders,
  postLogout,
  registerMember,
  siteHeaders,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('POST /auth-service/v1/logout', () => {
  it('revokes the token it carries; other sessions of the member keep working', async () => {
    const member = await registerMember(t.app);
    const other = await loginMember(t.app, member.phoneNumber, member.Password);
    const res = await postLogout(t.app, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: TH.loggedOut });
    expectFailure(await getRefresh(t.app, member.token), 401, TH.unauthorized);
    expect((await getRefresh(t.app, other)).statusCode).toBe(200);
  });

  it('answers 401 for a token already logged out', async () => {
    const member = await registerMember(t.app);
    expect((await postLogout(t.app, member.token)).statusCode).toBe(200);
    expectFailure(await postLogout(t.app, member.token), 401, TH.unauthorized);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers: siteHeaders });
    expectFailure(res, 401, TH.unauthorized);
  });

  // SPEC §7: the web app sends Content-Type json on every call, also on calls without a payload.
  it('works without a body, with or without the JSON content type', async () => {
    const member = await registerMember(t.app);
    const json = { ...memberHeaders(member.token), 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers: json });
    expect(res.statusCode).toBe(200);
    expectFailure(await getRefresh(t.app, member.token), 401);

    const token = await loginMember(t.app, member.phoneNumber, member.Password);
    const bare = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers: memberHeaders(token) });
    expect(bare.statusCode).toBe(200);
    expectFailure(await getRefresh(t.app, token), 401);
  });

  it('still refuses a malformed JSON body', async () => {
    const member = await registerMember(t.app);
    const headers = { ...memberHeaders(member.token), 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: `${AUTH}/logout`, headers, payload: '{oops' });
    expectFailure(res, 400, TH.invalidJson);
    expect((await getRefresh(t.app, member.token)).statusCode).toBe(200);
  });
});
