import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  getRefresh,
  memberHeaders,
  postLogin,
  postLogout,
  registerMember,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

/** Two members; every test reads through A's token and checks nothing of B's comes back or changes. */
async function twoMembers() {
  return { a: await registerMember(t.app), b: await registerMember(t.app) };
}

describe("a member's token reaches that member only", () => {
  it("refresh answers A's data whatever the request says about B", async () => {
    const { a, b } = await twoMembers();
    const urls = [
      `${AUTH}/refresh`,
      `${AUTH}/refresh?phoneNumber=${b.phoneNumber}`,
      `${AUTH}/refresh?PhoneNumber=${b.phoneNumber}&memberId=${b.phoneNumber}`,
    ];
    for (const url of urls) {
      const headers = { ...memberHeaders(a.token), 'x-phone-number': b.phoneNumber };
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.PhoneNumber).toBe(a.phoneNumber);
      expect(res.body).not.toContain(b.phoneNumber.slice(2));
      expect(res.body).not.toContain(b.BankAccount);
    }
  });

  it("B's own token still answers B's data", async () => {
    const { a, b } = await twoMembers();
    expect((await getRefresh(t.app, b.token)).json().data.PhoneNumber).toBe(b.phoneNumber);
    expect((await getRefresh(t.app, a.token)).json().data.PhoneNumber).toBe(a.phoneNumber);
  });

  it("A cannot change B's password, even knowing it", async () => {
    const { a, b } = await twoMembers();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/change-password`,
      headers: memberHeaders(a.token),
      payload: {
        phone_number: b.phoneNumber,
        old_Password: b.Password,
        Password: 'taken99',
        Confirm_Password: 'taken99',
      },
    });
    expectFailure(res, 400, TH.phoneNotYours);
    expect((await postLogin(t.app, b.phoneNumber, b.Password)).statusCode).toBe(200);
    expect((await getRefresh(t.app, b.token)).statusCode).toBe(200);
  });

  it("A's logout ends A's session only", async () => {
    const { a, b } = await twoMembers();
    expect((await postLogout(t.app, a.token)).statusCode).toBe(200);
    expectFailure(await getRefresh(t.app, a.token), 401);
    expect((await getRefresh(t.app, b.token)).json().data.PhoneNumber).toBe(b.phoneNumber);
  });

  it('a token with a character changed is not a session', async () => {
    const { a } = await twoMembers();
    const flipped = a.token.slice(0, -1) + (a.token.endsWith('A') ? 'B' : 'A');
    expectFailure(await getRefresh(t.app, flipped), 401, TH.unauthorized);
  });
});
