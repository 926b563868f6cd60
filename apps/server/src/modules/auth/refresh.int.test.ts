import { TH } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  AUTH,
  expectFailure,
  expectUserInfo,
  getRefresh,
  memberHeaders,
  registerMember,
  siteHeaders,
  updateSession,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { deposit, memberIdByPhone } from '../ledger/test-kit';

const t = useTestApp();
const HOUR = 3_600_000;

async function expiresAtOf(token: string) {
  const [row] = await t.database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.expiresAt.getTime();
}

describe('GET /auth-service/v1/refresh', () => {
  it('answers the user info with every SPEC §3 field; a new member has empty wallets', async () => {
    const member = await registerMember(t.app);
    const res = await getRefresh(t.app, member.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expectUserInfo(body.data, member);
    expect(Date.now() - Date.parse(body.data.regisdate)).toBeLessThan(60_000);
  });

  it.each([
    ['no Authorization header', () => siteHeaders],
    ['a garbage token', () => memberHeaders('not-a-real-token')],
    ['an empty bearer', () => ({ ...siteHeaders, authorization: 'Bearer ' })],
    ['another scheme', () => ({ ...siteHeaders, authorization: 'Basic dXNlcjpwYXNz' })],
  ])('answers 401 for %s', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: `${AUTH}/refresh`, headers: headers() });
    expectFailure(res, 401, TH.unauthorized);
  });

  it('answers 401 for a revoked token', async () => {
    const member = await registerMember(t.app);
    await updateSession(t.database, member.token, { revokedAt: new Date() });
    expectFailure(await getRefresh(t.app, member.token), 401, TH.unauthorized);
  });

  it('answers 401 for an expired session', async () => {
    const member = await registerMember(t.app);
    await updateSession(t.database, member.token, { expiresAt: new Date(Date.now() - 1000) });
    expectFailure(await getRefresh(t.app, member.token), 401, TH.unauthorized);
  });

  it('answers 403 without the site API key, even with a valid token', async () => {
    const member = await registerMember(t.app);
    const headers = { authorization: `Bearer ${member.token}` };
    expectFailure(await getRefresh(t.app, member.token, headers), 403, TH.forbidden);
    const wrongKey = { ...headers, 'x-api-key': 'wrong-key-123' };
    expectFailure(await getRefresh(t.app, member.token, wrongKey), 403, TH.forbidden);
  });

  it('answers every member their own info when many refresh at once (reads are batched)', async () => {
    const crowd: Array<{ token: string; phoneNumber: string; baht: number | 'locked' }> = [];
    for (let i = 0; i < 6; i++) {
      const m = await registerMember(t.app);
      await deposit(
        t.database.db,
        await memberIdByPhone(t.database.db, m.phoneNumber),
        BigInt(i + 1) * 10_000n,
      );
      crowd.push({ ...m, baht: (i + 1) * 100 });
    }
    const locked = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ locked: true })
      .where(eq(members.phoneNumber, locked.phoneNumber));
    // Interleaved, so each batch holds several members (and the locked one among them).
    const order = [...crowd, { ...locked, baht: 'locked' as const }, ...crowd, ...crowd];
    const answers = await Promise.all(order.map((m) => getRefresh(t.app, m.token)));
    answers.forEach((res, i) => {
      const m = order[i]!;
      if (m.baht === 'locked') return expectFailure(res, 403, TH.memberLocked);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.PhoneNumber).toBe(m.phoneNumber);
      expect(res.json().data.internalWallet.gameWallet).toBe(m.baht);
    });
  });

  it('shows a credit made between two refreshes (nothing of the user info is kept)', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    expect((await getRefresh(t.app, m.token)).json().data.internalWallet.gameWallet).toBe(0);
    await deposit(t.database.db, id, 12_345n);
    expect((await getRefresh(t.app, m.token)).json().data.internalWallet.gameWallet).toBe(123.45);
  });

  it('answers 403 for a member locked after logging in', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(members)
      .set({ locked: true })
      .where(eq(members.phoneNumber, member.phoneNumber));
    expectFailure(await getRefresh(t.app, member.token), 403, TH.memberLocked);
  });

  it('slides the idle expiry forward (SESSION_IDLE_HOURS, default 72)', async () => {
    const member = await registerMember(t.app);
    await updateSession(t.database, member.token, { expiresAt: new Date(Date.now() + HOUR) });
    expect((await getRefresh(t.app, member.token)).statusCode).toBe(200);
    expect((await expiresAtOf(member.token)) - Date.now()).toBeGreaterThan(71 * HOUR);
  });

  it('never slides past the absolute maximum (SESSION_MAX_DAYS, default 30)', async () => {
    const member = await registerMember(t.app);
    const createdAt = new Date(Date.now() - 30 * 24 * HOUR + 10 * 60_000);
    await updateSession(t.database, member.token, { createdAt, expiresAt: new Date(Date.now() + 60_000) });
    expect((await getRefresh(t.app, member.token)).statusCode).toBe(200);
    const expiresAt = await expiresAtOf(member.token);
    expect(Math.abs(expiresAt - (createdAt.getTime() + 30 * 24 * HOUR))).toBeLessThan(5000);
  });
});

describe('access is checked before the body (decision 4)', () => {
  it('a bad change-password body without a token gets 401, not 400', async () => {
    const url = `${AUTH}/change-password`;
    const res = await t.app.inject({ method: 'PUT', url, headers: siteHeaders, payload: { nonsense: 1 } });
    expectFailure(res, 401, TH.unauthorized);
    const broken = { ...siteHeaders, 'content-type': 'application/json' };
    expectFailure(await t.app.inject({ method: 'PUT', url, headers: broken, payload: '{' }), 401);
  });

  it('a bad body with a valid token but no site key gets 403', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/change-password`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { nonsense: 1 },
    });
    expectFailure(res, 403, TH.forbidden);
  });

  it('the session table is really what decides (no token is accepted for a removed session)', async () => {
    const member = await registerMember(t.app);
    await t.database.db.execute(sql`delete from sessions where token_hash = ${hashToken(member.token)}`);
    expectFailure(await getRefresh(t.app, member.token), 401, TH.unauthorized);
  });
});
