import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import {
  AUTH,
  expectFailure,
  getRefresh,
  loginMember,
  memberHeaders,
  postLogout,
  registerMember,
  updateSession,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/**
 * With Redis, session lookups are cached for 30 s (decision 9). Revocation must still act at once:
 * each test first makes sure the token is in the cache, then revokes it.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('sessions cached in Redis', () => {
  const t = useTestApp({ redis: true });

  const cached = async (token: string) => (await t.redis!.get(`c:sess:${hashToken(token)}`)) !== null;

  /** Logs in again and uses the token once, so its session is in the cache. */
  async function cachedSession(phoneNumber: string, password: string) {
    const token = await loginMember(t.app, phoneNumber, password);
    expect((await getRefresh(t.app, token)).statusCode).toBe(200);
    expect(await cached(token)).toBe(true);
    return token;
  }

  it('serves a cached session without the database row being read again', async () => {
    const member = await registerMember(t.app);
    const token = await cachedSession(member.phoneNumber, member.Password);
    // A change made behind the cache's back (not through the API) is seen only when the entry expires:
    // proof that the answer came from Redis.
    await updateSession(t.database, token, { expiresAt: new Date(Date.now() - 1000) });
    expect((await getRefresh(t.app, token)).statusCode).toBe(200);
  });

  it('logout takes effect at once', async () => {
    const member = await registerMember(t.app);
    const token = await cachedSession(member.phoneNumber, member.Password);
    const other = await cachedSession(member.phoneNumber, member.Password);
    expect((await postLogout(t.app, token)).statusCode).toBe(200);
    expect(await cached(token)).toBe(false);
    expectFailure(await getRefresh(t.app, token), 401, TH.unauthorized);
    expect((await getRefresh(t.app, other)).statusCode).toBe(200);
  });

  it('a password change revokes every other cached session at once', async () => {
    const member = await registerMember(t.app);
    const current = await cachedSession(member.phoneNumber, member.Password);
    const others = [
      await cachedSession(member.phoneNumber, member.Password),
      await cachedSession(member.phoneNumber, member.Password),
    ];
    const res = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/change-password`,
      headers: memberHeaders(current),
      payload: {
        phone_number: member.phoneNumber,
        old_Password: member.Password,
        Password: 'fresh-pass1',
        Confirm_Password: 'fresh-pass1',
      },
    });
    expect(res.json()).toEqual({ success: 0, message: TH.passwordChanged });
    for (const token of others) expectFailure(await getRefresh(t.app, token), 401, TH.unauthorized);
    expect((await getRefresh(t.app, current)).statusCode).toBe(200);
  });

  it('an expiry recorded in the cache is honoured without the database', async () => {
    const member = await registerMember(t.app);
    const token = await cachedSession(member.phoneNumber, member.Password);
    const key = `c:sess:${hashToken(token)}`;
    const entry = JSON.parse((await t.redis!.get(key))!) as Record<string, unknown>;
    await t.redis!.set(key, JSON.stringify({ ...entry, expiresAt: new Date(Date.now() - 1000) }), 'EX', 30);
    await updateSession(t.database, token, { expiresAt: new Date(Date.now() - 1000) });
    // The process trusts its own copy for 2 s (decision 9) before it asks Redis again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expectFailure(await getRefresh(t.app, token), 401, TH.unauthorized);
  });
});
