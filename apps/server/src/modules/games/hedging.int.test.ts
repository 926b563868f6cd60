import { randomUUID } from 'node:crypto';
import { housePlayRound, houseStartSession, type HouseRound } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { memberHeaders, memberRow, registerMember } from '../../../test/factories';
import { checkInvariants } from '../ledger';
import { deposit } from '../ledger/test-kit';
import { houseCaller, houseWallet, newPlayer, type Player, roundOf } from './test-kit';
import { netLossBetween, settledTurnover } from './turnover';
import type { WalletClient } from '../../lib/wallet-client';

/**
 * Hedged bets (docs/ABUSE.md 4): opposing bets in one round count only the stake really at risk toward
 * turnover, which is what bonus conditions (settledTurnover) and the affiliate turnover basis
 * (netLossBetween) read. House rounds are played over real HTTP, so the house provider's own wallet
 * calls carry the figure; a partner's rounds count what the wallet can see.
 */
const t = useTestApp();
let db: Db;
let base: string;
let wallet: WalletClient;
beforeAll(async () => {
  db = t.database.db;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
});
afterAll(async () => {
  expect(await checkInvariants(db)).toMatchObject({ ok: true });
});

/** A member with `satang` of credit and a house session opened from the launch of `ch`. */
async function housePlayer(ch: string, satang: bigint) {
  const m = await registerMember(t.app);
  const memberId = (await memberRow(t.database, m.phoneNumber))!.id;
  await deposit(db, memberId, satang);
  const launched = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(m.token),
    payload: { ch },
  });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await call(houseStartSession, { launchToken });
  expect(started.status).toBe(200);
  return { memberId, session: started.body.data.sessionToken };
}

const call = houseCaller(() => base);

async function play(session: string, body: object): Promise<HouseRound> {
  const res = await call(housePlayRound, body, session);
  expect(res.status).toBe(200);
  expect(res.body.data.round.status).toBe('settled');
  return res.body.data.round;
}

async function storedTurnover(round: HouseRound) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.partner, 'HOUSE'), eq(gameRounds.providerRoundId, round.id)));
  return row!.turnover;
}

const satang = (baht: number) => BigInt(Math.round(baht * 100));

describe('hedged house rounds', () => {
  it('baccarat player 100 + banker 100 counts 0 toward bonus turnover and the affiliate base', async () => {
    const since = new Date(Date.now() - 1_000);
    const p = await housePlayer('house-baccarat', 1_000_000n);
    // Until the banker wins (a player win or a tie already came back in full: a draw without turnover).
    const rounds: HouseRound[] = [];
    while (!rounds.some((r) => r.outcome.game === 'baccarat' && r.outcome.winner === 'banker')) {
      expect(rounds.length).toBeLessThan(60);
      rounds.push(await play(p.session, { game: 'baccarat', bets: { player: 100, banker: 100 } }));
    }
    for (const round of rounds) expect(await storedTurnover(round)).toBe(0n);
    expect(await settledTurnover(db, p.memberId, since)).toBe(0n);
    const [rewardsBase] = await netLossBetween(db, since, new Date(Date.now() + 60_000), p.memberId);
    const lost = rounds.reduce((sum, r) => sum + satang(r.stake) - satang(r.payout), 0n);
    // The commission is the only loss, and the cashback base sees exactly it.
    expect(rewardsBase).toEqual({ memberId: p.memberId, turnover: 0n, netLoss: lost });
    expect(lost).toBeGreaterThan(0n);
  });

  it('baccarat player 100 + banker 40 + tie 10 counts the unhedged 60 and the tie 10', async () => {
    const since = new Date(Date.now() - 1_000);
    const p = await housePlayer('house-baccarat', 1_000_000n);
    const round = await play(p.session, { game: 'baccarat', bets: { player: 100, banker: 40, tie: 10 } });
    expect(await storedTurnover(round)).toBe(7_000n);
    expect(await settledTurnover(db, p.memberId, since)).toBe(7_000n);
  });

  it('trading takes one call per round: up and down are two rounds with their own draws, each at risk', async () => {
    const p = await housePlayer('house-trading', 1_000_000n);
    const up = await play(p.session, { game: 'trading', call: 'up', stake: 100 });
    const down = await play(p.session, { game: 'trading', call: 'down', stake: 100 });
    for (const round of [up, down]) {
      const flat = round.outcome.game === 'trading' && round.outcome.move === 'flat';
      expect(await storedTurnover(round)).toBe(flat ? 0n : 10_000n);
    }
  });
});

describe("a partner's hedged round: what the wallet can see", () => {
  async function partnerRound(p: Player, bets: number[], win: number, turnover?: number) {
    const roundId = randomUUID();
    for (const amount of bets) {
      const bet = { username: p.username, transactionId: randomUUID(), roundId, gameCode: 'updown', amount };
      expect((await wallet.bet(bet)).status).toBe('RS_OK');
    }
    const settled = await wallet.win({
      username: p.username,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'updown',
      amount: win,
      ...(turnover !== undefined && { turnover }),
    });
    expect(settled.status).toBe('RS_OK');
    return (await roundOf(db, roundId))!;
  }

  it('up 100 and down 100 in two bet calls, one paid 1.95x, counts only the 5 lost', async () => {
    const p = await newPlayer(db, 100_000n);
    const since = new Date(Date.now() - 1_000);
    expect(await partnerRound(p, [10_000, 10_000], 19_500)).toMatchObject({ turnover: 500n });
    expect(await settledTurnover(db, p.memberId, since)).toBe(500n);
    const [rewardsBase] = await netLossBetween(db, since, new Date(Date.now() + 60_000), p.memberId);
    expect(rewardsBase).toMatchObject({ turnover: 500n, netLoss: 500n });
  });

  it('several bet calls count at most the net result; one bet call counts its stake', async () => {
    const p = await newPlayer(db, 1_000_000n);
    expect(await partnerRound(p, [10_000, 5_000], 0)).toMatchObject({ turnover: 15_000n }); // all lost
    expect(await partnerRound(p, [10_000, 1_000], 20_000)).toMatchObject({ turnover: 9_000n });
    expect(await partnerRound(p, [10_000], 19_500)).toMatchObject({ turnover: 10_000n });
    expect(await partnerRound(p, [10_000], 5_000)).toMatchObject({ turnover: 10_000n });
  });

  it("uses the partner's own turnover figure when it is within the stake, never above it", async () => {
    const p = await newPlayer(db, 1_000_000n);
    expect(await partnerRound(p, [10_000, 10_000], 19_500, 0)).toMatchObject({ turnover: 0n });
    expect(await partnerRound(p, [10_000, 1_000], 20_000, 11_000)).toMatchObject({ turnover: 11_000n });
    // Above the stake: ignored, the wallet counts what it sees.
    expect(await partnerRound(p, [10_000], 0, 50_000)).toMatchObject({ turnover: 10_000n });
  });
});
