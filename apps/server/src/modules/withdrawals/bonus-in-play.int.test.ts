import {
  fillMessage,
  housePokerDeal,
  housePokerDecide,
  houseStartSession,
  livePlaceBets,
  TH,
  type CallContract,
} from '@chokdee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, memberRow } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { houseSeedPairs } from '../../db/schema';
import { FairRng, hashServerSeed } from '@chokdee/house-maths/provably-fair';
import {
  addSimSlot,
  dealVideoPoker,
  gamesWithPartner,
  openRound,
  optimalHold,
  settleVideoPoker,
  stackRound,
  testClock,
  transferSimulator,
  type LiveModule,
} from '../games/test-kit';
import { deposit } from '../ledger/test-kit';
import {
  expectLedgerHealthy,
  fundedMember,
  getCondition,
  giveBonus,
  postWithdraw,
  setWithdrawConfig,
  withdrawalsOf,
} from './test-kit';

/**
 * Issue 23 hole 4 (docs/ABUSE.md 16.4): a withdrawal made while the bonus's money is staked in an open
 * round, or held by a transfer partner, used to forfeit nothing of it and end the bonus; the round then paid
 * out free of the cap. Each scenario plays as a bonus hunter would, then takes everything it may: no more
 * than the cap plus the member's own money may ever leave.
 */
const clock = testClock();
let live: LiveModule;
const t = useTestApp({ live: { clock, deal: false, expose: (m) => (live = m) } });
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' }); // house games reach the wallet over HTTP
  await setWithdrawConfig(t.app);
  await addSimSlot(t.database.db);
});

/** 200 baht of deposit + 100% bonus, its cap 150 (turnover met): own money at the start, none. */
async function memberWithBonus(credit = 20_000n, cap = 15_000n) {
  const m = await fundedMember(t);
  await giveBonus(t, m.id, { credit: credit, cap });
  const username = (await memberRow(t.database, m.phoneNumber))!.gameUsername;
  return { ...m, username };
}

/** A house session for the game `ch`, as the member's launch and the house page's exchange make it. */
async function houseSession(token: string, ch: string) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(token),
    payload: { ch },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await houseCall(houseStartSession, { launchToken });
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data.sessionToken as string;
}

const houseCall = (contract: CallContract, payload: object, session?: string) =>
  t.app.inject({
    method: contract.method,
    url: contract.path,
    headers: session ? { authorization: `Bearer ${session}` } : {},
    payload,
  });

/** Everything the withdraw page lets the member take now, the forfeit it names confirmed. */
async function cashOut(token: string) {
  const c = await getCondition(t.app, token);
  if (!c.canWithdraw) return;
  const amount = c.maxWithdrawAmount > 0 ? Math.min(c.balance, c.maxWithdrawAmount) : c.balance;
  const res = await postWithdraw(t.app, token, { Amount: amount, Channel: 'BANK', Forfeit: c.forfeit });
  expect(res.statusCode, res.body).toBe(200);
}

/** Baht paid out or on the way (pending, paying, paid). */
const withdrawnBy = async (memberId: string) =>
  (await withdrawalsOf(t.app, memberId))
    .filter((w) => ['pending', 'paying', 'paid'].includes(w.status))
    .reduce((sum, w) => sum + (w.amount as number), 0);

const inGames = (amount: number) => fillMessage(TH.withdrawBonusInGames, { amount });

describe('a withdrawal under a capped bonus while its money is out in games', () => {
  it('is refused while a video poker hand is open; after the hand no more than the cap leaves', async () => {
    const m = await memberWithBonus();
    const session = await houseSession(m.token, 'house-video-poker');
    // A deal whose suggested hold ends in three of a kind or better: 100 staked comes back as 300 or more.
    const rng = (nonce: number) => new FairRng({ serverSeed: SEED, clientSeed: 'in-play', nonce });
    let nonce = 0;
    while (
      settleVideoPoker(dealVideoPoker(rng(nonce)), optimalHold(dealVideoPoker(rng(nonce)).dealt).hold).pays <
      3
    )
      nonce++;
    await t.database.db
      .update(houseSeedPairs)
      .set({
        serverSeed: SEED,
        serverSeedHash: hashServerSeed(SEED),
        clientSeed: 'in-play',
        nextNonce: nonce,
      })
      .where(and(eq(houseSeedPairs.username, m.username), sql`${houseSeedPairs.revealedAt} is null`));

    const dealt = await houseCall(housePokerDeal, { game: 'videoPoker', bet: 100 }, session);
    expect(dealt.statusCode, dealt.body).toBe(200);
    const round = dealt.json().data.round;
    // 100 left in the wallet, 100 in the hand: the whole wallet is within the cap, so nothing would be forfeited.
    const early = await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK' });
    const condition = await getCondition(t.app, m.token);
    const decided = await houseCall(
      housePokerDecide,
      { roundId: round.id, hold: round.table.hint.hold },
      session,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.round.payout).toBeGreaterThanOrEqual(300);
    await cashOut(m.token);

    expect(await withdrawnBy(m.id)).toBeLessThanOrEqual(150);
    expectFailure(early, 409, inGames(100));
    expect(condition).toMatchObject({ canWithdraw: false, reason: inGames(100) });
    expect(await withdrawnBy(m.id)).toBe(150); // the cap, once the hand is over
    await expectLedgerHealthy(t);
  });

  it('is refused while a live banker bet is open; after the round no more than the cap leaves', async () => {
    const m = await memberWithBonus(400_000n, 300_000n);
    const session = await houseSession(m.token, 'house-live-baccarat');
    const table = { id: 'bac-1', kind: 'baccarat' as const };
    const { roundId, deal } = await openRound(t.app, t.database.db, live, clock, table);
    // Player 10 + K (0), banker 4 + 5: a natural nine, the banker wins and 2,000 comes back as 3,900.
    await stackRound(t.database.db, roundId, 'baccarat', [9, 3, 12, 4]);
    const bet = await houseCall(
      livePlaceBets,
      { tableId: table.id, roundId, bets: { banker: 2_000 } },
      session,
    );
    expect(bet.statusCode, bet.body).toBe(200);
    const early = await postWithdraw(t.app, m.token, { Amount: 2_000, Channel: 'BANK' });
    await deal();
    await cashOut(m.token);

    expect(await withdrawnBy(m.id)).toBeLessThanOrEqual(3_000);
    expectFailure(early, 409, inGames(2_000));
    expect(await withdrawnBy(m.id)).toBe(3_000);
    await expectLedgerHealthy(t);
  });

  it('is refused while a transfer partner holds the credit; own money deposited meanwhile still leaves', async () => {
    const sim = transferSimulator();
    const games = gamesWithPartner(t.database.db, t.app.log, sim);
    const m = await memberWithBonus();
    await games.launch(m.id, { ch: 'sim-slot' }); // the whole 200 goes to the partner's side
    await deposit(t.database.db, m.id, 10_000n); // 100 of the member's own money
    const early = await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK' });
    sim.play(m.username, 30_000n); // the partner's game pays: 500 there
    await games.reload(m.id);
    await cashOut(m.token);

    expect(await withdrawnBy(m.id)).toBeLessThanOrEqual(150 + 100);
    expectFailure(early, 409, inGames(200));
    expect(await withdrawnBy(m.id)).toBe(250); // the cap and the 100 deposited
    await expectLedgerHealthy(t);
  });

  it('lets own money go once a reload finds that the partner holds nothing any more', async () => {
    const sim = transferSimulator();
    const games = gamesWithPartner(t.database.db, t.app.log, sim);
    const m = await memberWithBonus();
    await games.launch(m.id, { ch: 'sim-slot' });
    sim.play(m.username, -20_000n); // all 200 lost on the partner's side
    expect(await games.reload(m.id)).toEqual({ balance: 0 });
    await deposit(t.database.db, m.id, 10_000n);
    const res = await postWithdraw(t.app, m.token, { Amount: 100, Channel: 'BANK' });
    expect(res.statusCode, res.body).toBe(200);
    await expectLedgerHealthy(t);
  });
});

const SEED = '4a'.repeat(32);
