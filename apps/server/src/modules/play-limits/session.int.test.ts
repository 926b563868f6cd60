import { randomUUID } from 'node:crypto';
import { fillMessage, getPlaySession, TH, type PlaySession } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, loginMember, memberHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { houseWallet } from '../games/test-kit';
import { deposit } from '../ledger/test-kit';
import { expectLedgerHealthy, player, type TestPlayer } from '../rewards/test-kit';
import { bangkokText } from './periods';
import { movePlaySession } from './test-kit';

/**
 * The play session (docs/decisions/104-play-session-from-bets.md): counted from the member's bets, answered
 * by the play-session call, and its limit refusing launches and bets until 30 minutes without a bet. Time
 * moves by dating the member's rounds earlier (movePlaySession), never by waiting.
 */
const t = useTestApp();
const LIMITS = '/user-profile-composite/v1/play-limits';
const MINUTE = 60_000;

const wallet = () => houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
const common = (m: TestPlayer, roundId: string) => ({ username: m.username, roundId, gameCode: 'slot' });
const bet = (m: TestPlayer, roundId = randomUUID(), amount = 100) =>
  wallet().bet({ ...common(m, roundId), transactionId: randomUUID(), amount });
const win = (m: TestPlayer, roundId: string, amount: number) =>
  wallet().win({ ...common(m, roundId), transactionId: randomUUID(), amount });
const launch = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(token),
    payload: { ch: 'house-slot' },
  });
async function sessionOf(token: string): Promise<PlaySession> {
  const res = await t.app.inject({ method: 'GET', url: getPlaySession.path, headers: memberHeaders(token) });
  expect(res.statusCode, res.body).toBe(200);
  return getPlaySession.response.parse(res.json()).data;
}
async function funded(limits?: object) {
  const m = await player(t);
  await deposit(t.database.db, m.id, 100_000n);
  if (limits) {
    const res = await t.app.inject({
      method: 'PUT',
      url: LIMITS,
      headers: memberHeaders(m.token),
      payload: limits,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return m;
}
const move = (m: TestPlayer, minutes: number) => movePlaySession(t.database.db, m.id, minutes);
const at = (iso: string | null) => new Date(iso!).getTime();

describe('GET /user-profile-composite/v1/play-session', () => {
  it('answers no session before a bet, then the time played, the net result and the next check', async () => {
    const m = await funded({ realityCheckMinutes: 15 });
    expect(await sessionOf(m.token)).toMatchObject({
      startedAt: null,
      minutesPlayed: 0,
      net: 0,
      realityCheckMinutes: 15,
      nextCheckAt: null,
      sessionMinutes: null,
      sessionEndsAt: null,
    });
    const round = randomUUID();
    expect((await bet(m, round, 1000)).status).toBe('RS_OK');
    let s = await sessionOf(m.token);
    expect(s.net).toBe(-10); // the open round's stake
    expect(at(s.nextCheckAt) - at(s.startedAt)).toBe(15 * MINUTE);
    expect((await win(m, round, 2500)).status).toBe('RS_OK');
    // 20 minutes on: the 15-minute check has passed, the next is at 30.
    await move(m, 20);
    s = await sessionOf(m.token);
    expect(s).toMatchObject({ minutesPlayed: 20, net: 15 });
    expect(at(s.nextCheckAt) - at(s.startedAt)).toBe(30 * MINUTE);
    expect(at(s.now) - at(s.startedAt)).toBeGreaterThanOrEqual(20 * MINUTE);
    // A bet 29 minutes after the last one keeps the session; 30 minutes without one ends it.
    expect((await bet(m)).status).toBe('RS_OK');
    await move(m, 29);
    expect((await bet(m)).status).toBe('RS_OK');
    expect((await sessionOf(m.token)).minutesPlayed).toBe(49);
    await move(m, 30);
    expect(await sessionOf(m.token)).toMatchObject({ startedAt: null, minutesPlayed: 0, net: 0 });
  });
});

describe('the session limit', () => {
  it('refuses launch and bets at the limit, lets wins through, survives a new sign-in, ends after the gap', async () => {
    const m = await funded({ sessionMinutes: 10 });
    expect((await launch(m.token)).statusCode).toBe(200);
    const open = randomUUID();
    expect((await bet(m, open)).status).toBe('RS_OK');
    await move(m, 9);
    expect((await bet(m)).status).toBe('RS_OK'); // 9 minutes: under the limit
    const s = await sessionOf(m.token);
    expect(at(s.sessionEndsAt) - at(s.startedAt)).toBe(10 * MINUTE);
    await move(m, 1);
    // 10 minutes played: no bet, no launch, until 30 minutes after the last bet.
    const lastBet = at(s.startedAt) - MINUTE + 9 * MINUTE; // the second bet, as dated after both moves
    const refusal = fillMessage(TH.playSessionLimitReached, {
      at: bangkokText(new Date(lastBet + 30 * MINUTE)),
    });
    expect((await bet(m)).status).toBe('RS_ERROR_UNKNOWN');
    expect((await bet(m, open)).status).toBe('RS_ERROR_UNKNOWN'); // in an open round too
    expectFailure(await launch(m.token), 403, refusal);
    // The open round still settles.
    expect((await win(m, open, 300)).status).toBe('RS_OK');
    // Signing in again changes nothing: the session is the member's bets, not their sign-in.
    const again = await loginMember(t.app, m.phoneNumber, m.Password);
    expectFailure(await launch(again), 403, refusal);
    // The refused bets did not lengthen the wait: 30 minutes after the last accepted bet, a new session.
    await move(m, 28);
    expect((await bet(m)).status).toBe('RS_ERROR_UNKNOWN');
    await move(m, 2);
    expect((await sessionOf(again)).startedAt).toBeNull();
    expect((await bet(m)).status).toBe('RS_OK');
    expect((await launch(again)).statusCode).toBe(200);
    expect((await sessionOf(again)).minutesPlayed).toBe(0);
    await expectLedgerHealthy(t);
  });

  it('costs nothing to a member without a session limit (no refusal however long they play)', async () => {
    const m = await funded({ depositMonth: 10_000 });
    expect((await bet(m)).status).toBe('RS_OK');
    await move(m, 25);
    expect((await bet(m)).status).toBe('RS_OK');
    await move(m, 25);
    expect((await bet(m)).status).toBe('RS_OK');
    expect((await sessionOf(m.token)).minutesPlayed).toBe(50);
  });
});
