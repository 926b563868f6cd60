import {
  housePokerDeal,
  housePokerDecide,
  housePokerRounds as listPokerRounds,
  housePokerVerify,
  houseRotateSeeds,
  houseStartSession,
  TH,
} from '@chokdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, housePokerRounds, houseSeedPairs } from '../../db/schema';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { checkInvariants } from '../../modules/ledger';
import { deposit } from '../../modules/ledger/test-kit';
import { cardLabel } from '@chokdee/house-maths/poker/cards';
import { handScore } from '@chokdee/house-maths/poker/hand-rank';
import { dealHoldem, settleHoldem } from '@chokdee/house-maths/poker/holdem';
import { optimalHold } from '@chokdee/house-maths/poker/optimal-hold';
import { dealVideoPoker, settleVideoPoker } from '@chokdee/house-maths/poker/video-poker';
import { FairRng, hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { houseCaller, playable } from '../../modules/games/test-kit';
import { fetchTransport, walletClient } from '../../lib/wallet-client';
import { createHouseService } from './service';
import { createHouseTokens } from './tokens';

/**
 * Video poker and Casino Hold'em end to end over real HTTP, like house-round-trip.int.test.ts. The
 * member's seed pair is set to a known server seed (the test plays the server's part of committing
 * to it), so every deal is known in advance and each payout is checked against the pure rules.
 */
const t = useTestApp();
let db: Db;
let base: string;
const call = houseCaller(() => base);
const SERVER_SEED = '3f'.repeat(32);
const CLIENT_SEED = 'poker-test';
const rng = (nonce: number) => new FairRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });

beforeAll(async () => {
  db = t.database.db;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
});

/** A member with `baht` of credit, a house session, and a known seed pair at `nonce`. */
async function newMember(baht: number) {
  const m = await registerMember(t.app);
  const row = (await memberRow(t.database, m.phoneNumber))!;
  await deposit(db, row.id, BigInt(baht) * 100n);
  const launched = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch: 'house-slot' },
  });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await call(houseStartSession, { launchToken });
  const session: string = started.body.data.sessionToken;
  const username = row.gameUsername;
  const seeds = async (nonce: number) =>
    db
      .update(houseSeedPairs)
      .set({
        serverSeed: SERVER_SEED,
        serverSeedHash: hashServerSeed(SERVER_SEED),
        clientSeed: CLIENT_SEED,
        nextNonce: nonce,
      })
      .where(and(eq(houseSeedPairs.username, username), sql`${houseSeedPairs.revealedAt} is null`));
  await seeds(0);
  return { memberId: row.id, username, session, seeds };
}

/** The first nonce from `from` whose deal satisfies `want`. */
function findNonce<T>(deal: (rng: FairRng) => T, want: (d: T) => boolean, from = 0): number {
  for (let nonce = from; ; nonce++) if (want(deal(rng(nonce)))) return nonce;
}

const deal = (session: string, body: object) => call(housePokerDeal, body, session);
const decide = (session: string, body: object) => call(housePokerDecide, body, session);
const stored = (id: string) =>
  db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.partner, 'HOUSE'), eq(gameRounds.providerRoundId, id)));

describe('video poker over HTTP', () => {
  it('deals, keeps the open round on a second deal, and pays the draw of the hold', async () => {
    const p = await newMember(500);
    const nonce = findNonce(
      dealVideoPoker,
      (d) => optimalHold(d.dealt).hold.some(Boolean) && !optimalHold(d.dealt).hold.every(Boolean),
    );
    await p.seeds(nonce);
    const expected = dealVideoPoker(rng(nonce));
    const first = await deal(p.session, { game: 'videoPoker', bet: 10 });
    expect(first.status).toBe(200);
    const round = first.body.data.round as typeof first.body.data.round & {
      table: { hint: { hold: boolean[] } };
    };
    expect(round).toMatchObject({
      game: 'videoPoker',
      nonce,
      status: 'open',
      stake: 10,
      payout: 0,
      serverSeed: null,
    });
    expect(round.table).toMatchObject({ dealt: expected.dealt.map(cardLabel), final: null, hold: null });
    expect(JSON.stringify(round)).not.toContain(cardLabel(expected.draws[0]!)); // no undealt card leaves the server
    expect(round.table.hint.hold).toEqual(optimalHold(expected.dealt).hold);
    expect(first.body.data.balance).toBe(490);

    const again = await deal(p.session, { game: 'videoPoker', bet: 50 });
    expect(again.body.data).toMatchObject({
      resumed: true,
      balance: 490,
      round: { id: round.id, stake: 10 },
    });
    const listed = await call(listPokerRounds, undefined, p.session);
    expect(listed.status).toBe(400); // the game is required
    const open = await fetch(`${base}/house/api/poker/rounds?game=videoPoker`, {
      headers: { authorization: `Bearer ${p.session}` },
    });
    expect(((await open.json()) as { data: { open: { id: string } } }).data.open.id).toBe(round.id);

    const hold = round.table.hint.hold as boolean[];
    const result = settleVideoPoker(expected, hold);
    const decided = await decide(p.session, { roundId: round.id, hold });
    expect(decided.status).toBe(200);
    expect(decided.body.data.round).toMatchObject({
      status: 'settled',
      decidedBy: 'member',
      payout: 10 * result.pays,
      table: { hold, final: result.final.map(cardLabel), pays: result.pays, hint: null },
    });
    expect(decided.body.data.balance).toBe(490 + 10 * result.pays);
    expect(await playable(db, p.memberId)).toBe(BigInt(490 + 10 * result.pays) * 100n);
    const [wallet] = await stored(round.id);
    expect(wallet).toMatchObject({
      status: 'settled',
      betAmount: 1_000n,
      winAmount: BigInt(1_000 * result.pays),
    });

    // Decided: a second decision is refused, the money does not move again.
    const twice = await decide(p.session, { roundId: round.id, hold: [true, true, true, true, true] });
    expect(twice).toMatchObject({ status: 409, body: { message: TH.pokerRoundDecided } });
    const wrong = await decide(p.session, { roundId: round.id, action: 'fold' });
    expect(wrong).toMatchObject({ status: 400, body: { message: TH.pokerDecisionInvalid } });
  });

  it('pays once when two decisions race', async () => {
    const p = await newMember(500);
    const { round } = (await deal(p.session, { game: 'videoPoker', bet: 20 })).body.data;
    const holds = [
      [true, true, true, true, true],
      [false, false, false, false, false],
    ];
    const answers = await Promise.all(holds.map((hold) => decide(p.session, { roundId: round.id, hold })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body.data.round;
    const [wallet] = await stored(round.id);
    expect(wallet!.winAmount).toBe(BigInt(won.payout * 100));
    expect(await playable(db, p.memberId)).toBe(BigInt(480 + won.payout) * 100n);
  });

  it('refuses a seed rotation while a round is open, then replays the round once revealed', async () => {
    const p = await newMember(100);
    const { round } = (await deal(p.session, { game: 'videoPoker', bet: 1 })).body.data;
    const refused = await call(houseRotateSeeds, {}, p.session);
    expect(refused).toMatchObject({ status: 409, body: { message: TH.pokerRoundOpen } });
    await decide(p.session, { roundId: round.id, hold: [false, false, false, false, false] });
    const rotated = await call(houseRotateSeeds, {}, p.session);
    expect(rotated.body.data.revealed.serverSeed).toBe(SERVER_SEED);
    const check = await call(housePokerVerify, {
      game: 'videoPoker',
      serverSeed: SERVER_SEED,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    });
    const d = dealVideoPoker(rng(round.nonce));
    expect(check.body.data).toEqual({
      hashMatches: true,
      deck: { game: 'videoPoker', dealt: d.dealt.map(cardLabel), draws: d.draws.map(cardLabel) },
    });
  });
});

describe("Casino Hold'em over HTTP", () => {
  it('a call settles ante, call and AA bonus by the rules; a fold keeps the AA bonus', async () => {
    const p = await newMember(1_000);
    const aces = findNonce(
      dealHoldem,
      (d) =>
        handScore([...d.player, ...d.flop]) >>> 20 === 1 &&
        d.player.concat(d.flop).filter((c) => c % 13 === 0).length === 2,
    );
    await p.seeds(aces);
    const dealt = (await deal(p.session, { game: 'holdem', ante: 10, aaBonus: 10 })).body.data;
    expect(dealt.balance).toBe(980);
    expect(dealt.round.table).toMatchObject({
      turn: null,
      river: null,
      dealer: null,
      aaBonusHand: 'pairOfAces',
    });
    const folded = (await decide(p.session, { roundId: dealt.round.id, action: 'fold' })).body.data;
    expect(folded.round).toMatchObject({
      status: 'settled',
      payout: 80,
      table: { action: 'fold', result: 'fold', dealer: null },
    });
    expect(folded.balance).toBe(1_060); // 1,000 − 20 + 8 × 10

    const d = dealHoldem(rng(aces + 1));
    const s = settleHoldem(d, 'call');
    const next = (await deal(p.session, { game: 'holdem', ante: 10 })).body.data;
    const called = await decide(p.session, { roundId: next.round.id, action: 'call' });
    expect(called.status).toBe(200);
    const payout = 10 * (s.ante + s.call);
    expect(called.body.data.round).toMatchObject({
      status: 'settled',
      stake: 30,
      payout,
      table: {
        call: 20,
        turn: cardLabel(d.turn),
        river: cardLabel(d.river),
        dealer: d.dealer.map(cardLabel),
        result: s.result,
      },
    });
    expect(called.body.data.balance).toBe(1_060 - 30 + payout);
    const [wallet] = await stored(next.round.id);
    expect(wallet).toMatchObject({ betAmount: 3_000n, winAmount: BigInt(payout * 100), status: 'settled' });
  });

  it('refuses a call the credit does not cover and leaves the round to fold, or to call after a top-up', async () => {
    const p = await newMember(25);
    const first = (await deal(p.session, { game: 'holdem', ante: 10 })).body.data;
    const refused = await decide(p.session, { roundId: first.round.id, action: 'call' });
    expect(refused).toMatchObject({ status: 409, body: { message: TH.pokerCallNoCredit } });
    expect(await playable(db, p.memberId)).toBe(1_500n);
    const folded = await decide(p.session, { roundId: first.round.id, action: 'fold' });
    expect(folded.body.data.round).toMatchObject({ status: 'settled', payout: 0, stake: 10 });

    const second = (await deal(p.session, { game: 'holdem', ante: 10 })).body.data;
    expect((await decide(p.session, { roundId: second.round.id, action: 'call' })).status).toBe(409);
    await deposit(db, p.memberId, 5_000n);
    const called = await decide(p.session, { roundId: second.round.id, action: 'call' });
    expect(called.status).toBe(200);
    expect(called.body.data.round).toMatchObject({ status: 'settled', stake: 30 });
  });
});

describe('the sweep', () => {
  const house = () =>
    createHouseService({
      db,
      log: t.app.log,
      tokens: createHouseTokens(t.env.HOUSE_PROVIDER_SECRET),
      operatorSessionLive: async () => true,
      maintenance: async () => undefined,
      wallet: walletClient('HOUSE', t.env.HOUSE_PROVIDER_SECRET, fetchTransport(base)),
    });
  const age = (id: string, minutes: number) =>
    db
      .update(housePokerRounds)
      .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(housePokerRounds.id, id));

  it("finishes abandoned rounds after 10 minutes: the best hold for video poker, a fold for hold'em", async () => {
    const p = await newMember(500);
    const vp = (await deal(p.session, { game: 'videoPoker', bet: 10 })).body.data.round;
    const he = (await deal(p.session, { game: 'holdem', ante: 10 })).body.data.round;
    await age(vp.id, 9);
    await house().sweep();
    const [young] = await db.select().from(housePokerRounds).where(eq(housePokerRounds.id, vp.id));
    expect(young!.status).toBe('open');
    await age(vp.id, 11);
    await age(he.id, 11);
    await house().sweep();
    const rows = await db.select().from(housePokerRounds).where(eq(housePokerRounds.username, p.username));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const d = dealVideoPoker(rng(vp.nonce));
    const hold = optimalHold(d.dealt).hold;
    expect(byId.get(vp.id)).toMatchObject({ status: 'settled', decidedBy: 'timeout', decision: { hold } });
    expect(byId.get(vp.id)!.payout).toBe(1_000n * BigInt(settleVideoPoker(d, hold).pays));
    expect(byId.get(he.id)).toMatchObject({
      status: 'settled',
      decidedBy: 'timeout',
      decision: { action: 'fold' },
      payout: 0n,
    });
    const net = Number(byId.get(vp.id)!.payout) - 2_000;
    expect(await playable(db, p.memberId)).toBe(50_000n + BigInt(net));
  });
});
