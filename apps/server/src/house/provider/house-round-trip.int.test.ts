import {
  houseGetState,
  houseListRounds,
  housePlayRound,
  houseRotateSeeds,
  houseStartSession,
  houseVerifyRound,
  TH,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, houseRounds } from '../../db/schema';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { checkInvariants } from '../../modules/ledger';
import { deposit } from '../../modules/ledger/test-kit';
import { houseCaller, playable } from '../../modules/games/test-kit';

/**
 * The house provider end to end over real HTTP: the app listens on a free port, the house game server
 * reaches the wallet API at that address with its signed calls, and this test plays like the pages do.
 */
const t = useTestApp();
let db: Db;
let base: string;
let memberId: string;
let session: string;
beforeAll(async () => {
  db = t.database.db;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const m = await registerMember(t.app);
  memberId = (await memberRow(t.database, m.phoneNumber))!.id;
  await deposit(db, memberId, 50_000n); // 500 baht
  const launched = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch: 'house-slot' },
  });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await call(houseStartSession, { launchToken });
  expect(started.status).toBe(200);
  expect(started.body.data).toMatchObject({ game: 'slot', balance: 500, fairness: { nonce: 0 } });
  session = started.body.data.sessionToken;
});
afterAll(async () => {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
});

/** One call of the house API over HTTP; failures are typed like successes, the tests check `success`. */
const call = houseCaller(() => base);
const play = (body: object) => call(housePlayRound, body, session);

describe('house provider over HTTP', () => {
  const plays = [
    { game: 'slot', bet: 10 },
    { game: 'baccarat', bets: { player: 20, tie: 10, bankerPair: 10 } },
    { game: 'trading', call: 'up', stake: 50 },
    { game: 'slot', bet: 5 },
    { game: 'naga', bet: 20 },
  ];

  it('plays every game: stake and payout go through the wallet API and settle a round there', async () => {
    let expected = 50_000n;
    for (const [nonce, body] of plays.entries()) {
      const res = await play(body);
      expect(res.status).toBe(200);
      const { round, balance, fairness } = res.body.data;
      expect(round).toMatchObject({ game: body.game, nonce, status: 'settled', serverSeed: null, bet: body });
      expect(fairness.nonce).toBe(nonce + 1);
      expected += BigInt(Math.round((round.payout - round.stake) * 100));
      expect(balance * 100).toBe(Number(expected));
      expect(await playable(db, memberId)).toBe(expected);
      const [stored] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.partner, 'HOUSE'), eq(gameRounds.providerRoundId, round.id)));
      expect(stored).toMatchObject({
        memberId,
        gameCode: body.game,
        status: 'settled',
        betAmount: BigInt(Math.round(round.stake * 100)),
        winAmount: BigInt(Math.round(round.payout * 100)),
      });
    }
  });

  it('reveals the seeds on rotation, and every round replays to the outcome that was paid', async () => {
    const before = await call(houseGetState, undefined, session);
    const rotated = await call(houseRotateSeeds, { clientSeed: 'เมล็ดของฉัน' }, session);
    expect(rotated.status).toBe(200);
    const { revealed, fairness } = rotated.body.data;
    expect(revealed).toMatchObject({
      serverSeedHash: before.body.data.fairness.serverSeedHash,
      rounds: plays.length,
    });
    expect(fairness).toMatchObject({ clientSeed: 'เมล็ดของฉัน', nonce: 0 });
    expect(fairness.serverSeedHash).not.toBe(revealed.serverSeedHash);

    const history = (await call(houseListRounds, undefined, session)).body.data;
    expect(history).toHaveLength(plays.length);
    for (const round of history) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const { game, serverSeed, serverSeedHash, clientSeed, nonce } = round;
      const check = await call(houseVerifyRound, {
        game,
        serverSeed,
        serverSeedHash,
        clientSeed,
        nonce,
      });
      expect(check.body.data).toEqual({ hashMatches: true, outcome: round.outcome });
    }
    const forged = { ...history[0], serverSeed: 'a'.repeat(64) };
    const { game, serverSeed, serverSeedHash, clientSeed, nonce } = forged;
    const refused = await call(houseVerifyRound, {
      game,
      serverSeed,
      serverSeedHash,
      clientSeed,
      nonce,
    });
    expect(refused.body.data).toEqual({ hashMatches: false, outcome: null });
  });

  it('refuses a stake the credit does not cover (409): the round is refused and nothing moves', async () => {
    const before = await playable(db, memberId);
    const res = await play({ game: 'trading', call: 'down', stake: 5_000 });
    expect(res).toMatchObject({ status: 409, body: { success: 0, message: TH.insufficientFunds } });
    expect(await playable(db, memberId)).toBe(before);
    const [last] = await db.select().from(houseRounds).where(eq(houseRounds.stake, 500_000n));
    expect(last?.status).toBe('refused');
  });

  it('refuses stakes outside the table limits before drawing anything (400)', async () => {
    const res = await play({ game: 'slot', bet: 1_001 });
    expect(res).toMatchObject({
      status: 400,
      body: { success: 0, message: 'เดิมพันได้ตั้งแต่ 1 ถึง 1,000 บาทต่อครั้ง' },
    });
    expect((await play({ game: 'slot', bet: 1.5 })).body.message).toBe(TH.houseStakeInvalid);
    expect((await play({ game: 'baccarat', bets: {} })).body.message).toBe(TH.houseStakeInvalid);
  });

  it('needs a live house session token: a launch token or a forged one gets 401', async () => {
    for (const token of [undefined, 'nope', `${session}x`]) {
      const res = await call(houseGetState, undefined, token);
      expect(res).toMatchObject({ status: 401, body: { success: 0, message: TH.houseSessionExpired } });
    }
    const reused = await call(houseStartSession, { launchToken: session });
    expect(reused.status).toBe(401);
  });
});
