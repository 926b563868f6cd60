import { listSessions, logoutAll, memberSessions, TH } from '@chokdee/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectFailure,
  getRefresh,
  loginMember,
  memberHeaders,
  post,
  registerMember,
  siteHeaders,
  updateSession,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { UNKNOWN_DEVICE } from '../../lib/device-name';

/** Every line the app logs, at the most talkative level: the full address must be in none of them. */
const lines: string[] = [];
const t = useTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const from = (userAgent: string, remoteAddress: string) => ({
  headers: { ...siteHeaders, 'user-agent': userAgent },
  remoteAddress,
});
const getSessions = (token: string) =>
  t.app.inject({ method: 'GET', url: listSessions.path, headers: memberHeaders(token) });
const postLogoutAll = (token: string) => post(t.app, logoutAll.path, {}, { headers: memberHeaders(token) });

/** A member signed in first from an Android phone, then from an iPhone, each from its own address. */
async function signedInTwice() {
  const m = await registerMember(t.app, { remoteAddress: '198.51.100.7' });
  // registerMember's own sign-in is the member's first; the two that follow are the member's phones.
  const android = await loginMember(t.app, m.phoneNumber, m.Password, from(ANDROID, '203.0.113.54'));
  const iphone = await loginMember(t.app, m.phoneNumber, m.Password, from(IPHONE, '2001:db8:85a3:1::99'));
  await post(t.app, '/auth-service/v1/logout', {}, { headers: memberHeaders(m.token) });
  return { m, android, iphone };
}

afterEach(() => void vi.useRealTimers());

describe('GET /user-profile-composite/v1/sessions', () => {
  it('lists the live sessions with the current one marked, each device named and its address masked', async () => {
    const { android, iphone } = await signedInTwice();
    const res = await getSessions(iphone);
    expect(res.statusCode).toBe(200);
    const body = memberSessions.parse(res.json().data);
    expect(body.sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(body.sessions.map((s) => [s.device, s]));
    expect(byDevice['Safari บน iPhone']).toMatchObject({ current: true, ip: '2001:db8:85a3:x' });
    expect(byDevice['Chrome บน Android']).toMatchObject({ current: false, ip: '203.0.113.x' });

    const fromAndroid = memberSessions.parse((await getSessions(android)).json().data);
    expect(fromAndroid.sessions.find((s) => s.current)?.device).toBe('Chrome บน Android');
  });

  it('shows the sign-in before this one as the last login, whether or not it still lives', async () => {
    const { m, android, iphone } = await signedInTwice();
    const last = memberSessions.parse((await getSessions(iphone)).json().data).lastLogin;
    expect(last).toEqual({ at: expect.any(String), device: 'Chrome บน Android', ip: '203.0.113.x' });
    // Before the Android sign-in: registerMember's, signed out since (its test client names no browser).
    const before = memberSessions.parse((await getSessions(android)).json().data).lastLogin;
    expect(before).toEqual({ at: expect.any(String), device: UNKNOWN_DEVICE, ip: '198.51.100.x' });
    expect(Date.parse(before!.at)).toBeLessThan(Date.parse(last!.at));

    // The first sign-in of all has none before it (registerMember's, signed out above: the list misses it).
    const fresh = await registerMember(t.app);
    expect(memberSessions.parse((await getSessions(fresh.token)).json().data).lastLogin).toBeNull();
    expect((await getSessions(m.token)).statusCode).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const { android } = await signedInTwice();
    const seenAt = async () =>
      memberSessions.parse((await getSessions(android)).json().data).sessions.find((s) => s.current)!
        .lastSeenAt;
    const long = new Date('2020-01-01T00:00:00Z');
    await updateSession(t.database, android, { lastSeenAt: long });
    vi.useFakeTimers({ toFake: ['Date'] });
    // Within the minute of the sign-in this process writes nothing.
    expect(await seenAt()).toBe(long.toISOString());
    vi.setSystemTime(Date.now() + 61_000);
    expect(await seenAt()).not.toBe(long.toISOString());
  });

  it('refuses a request without a member token', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: listSessions.path, headers: siteHeaders }), 401);
  });
});

describe('POST /user-profile-composite/v1/sessions/logout-all', () => {
  it('ends every session of the member, this one included, and no other member’s', async () => {
    const { android, iphone } = await signedInTwice();
    const other = await registerMember(t.app);
    const res = await postLogoutAll(android);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, message: TH.loggedOutEverywhere });
    expectFailure(await getRefresh(t.app, android), 401, TH.unauthorized);
    expectFailure(await getRefresh(t.app, iphone), 401, TH.unauthorized);
    expectFailure(await getSessions(iphone), 401, TH.unauthorized);
    expect((await getRefresh(t.app, other.token)).statusCode).toBe(200);
  });

  it('leaves no full address of the member in the logs', async () => {
    lines.length = 0;
    const { iphone } = await signedInTwice();
    await getSessions(iphone);
    await postLogoutAll(iphone);
    const logged = lines.join('\n');
    expect(logged).toContain('203.0.113.x');
    for (const full of ['198.51.100.7', '203.0.113.54', '2001:db8:85a3:1::99'])
      expect(logged).not.toContain(full);
  });
});
