import { liveSpot, livePlaceBets, TH, type LiveEvent, type LiveKind } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/types';
import { seedContent } from '../../seed/demo-content';
import { testEnv } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { checkInvariants } from '../../modules/ledger';
import { cardOf } from '@chokdee/house-maths/baccarat-shoe';
import { houseCaller, playable, roundOf } from '../../modules/games/test-kit';
import { testClock } from './clock';
import { createDealer, drawOf } from './dealer';
import type { LiveModule } from './index';
import { latestRound, type LiveRoundRow } from './repo';
import { walletIds } from './settle';
import { LIVE_TIMING } from './tables';
import { closeListening, liveMember, readEvents, stackRound } from './test-kit';

/**
 * Dragon Tiger, Hi-Lo and fish-prawn-crab tables end to end over real HTTP, like live-tables.int.test.ts
 * does for baccarat: two members bet several spots (some in separate calls), the test deals with a clock it
 * moves by hand, and checks what the stream showed, each balance and the turnover the wallet recorded. The
 * expected returns are written from the paytable data (live-paytables.ts), never from the server's rules: by
 * hand for a stacked outcome (a tie, a triple), by the small evaluators below for a drawn one.
 */
const clock = testClock();
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let mod: LiveModule;
let base: string;
const call = houseCaller(() => base);
type Member = Awaited<ReturnType<typeof liveMember>>;
let a: Member;
let b: Member;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv();
  await seedContent(database.db, env);
  app = await buildApp({ env, database, live: { clock, deal: false, expose: (m) => (mod = m) } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  a = await liveMember(app, database, base, 10_000_000n);
  b = await liveMember(app, database, base, 10_000_000n);
});
afterAll(async () => {
  if (database) expect(await checkInvariants(database.db)).toMatchObject({ ok: true });
  if (app) await closeListening(app);
  await database?.close();
});

// ---- what the paytable says, evaluated by the test itself --------------------------------------------

const pays = (kind: LiveKind, code: string) => liveSpot(kind, code)!;
/** Satang back for `baht` on a spot paying `n` to 1. */
const win = (baht: number, n: number) => BigInt(Math.round(baht * (1 + n) * 100)); // pays may be 7.4

function dragonTigerBack(cards: { dragon: number; tiger: number }, bets: Record<string, number>) {
  const [d, t] = [cards.dragon % 13, cards.tiger % 13]; // rank: ace 0 … king 12 (baccarat-shoe.ts)
  const winner = d > t ? 'dragon' : d < t ? 'tiger' : 'tie';
  let back = 0n;
  for (const [code, baht] of Object.entries(bets)) {
    if (code === winner) back += win(baht, pays('dragonTiger', code).pays);
    else if (winner === 'tie') back += BigInt(baht) * 50n; // a side on a tie: half back
  }
  return back;
}

/** Whether a Hi-Lo spot wins on the dice, read from its code as the rules sheet words it. */
function hiloWins(code: string, dice: number[]) {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (face: number) => dice.filter((d) => d === face).length;
  const [name, arg = ''] = code.split(':');
  switch (name) {
    case 'low':
      return total >= 4 && total <= 10 && !triple;
    case 'high':
      return total >= 11 && total <= 17 && !triple;
    case 'eleven':
      return total === 11;
    case 'total':
      return total === Number(arg);
    case 'single':
      return count(Number(arg)) > 0;
    case 'pair':
      return count(Number(arg)) >= 2;
    case 'triple':
      return count(Number(arg)) === 3;
    case 'anyTriple':
      return triple;
    default: // combo:a-b
      return arg.split('-').every((face) => count(Number(face)) > 0);
  }
}

function hiloBack(dice: number[], bets: Record<string, number>) {
  let back = 0n;
  for (const [code, baht] of Object.entries(bets)) {
    if (!hiloWins(code, dice)) continue;
    const spot = pays('hilo', code);
    // A single number pays by how many dice show it; every other spot its one price.
    const shown = dice.filter((d) => d === Number(code.split(':')[1])).length;
    back += win(baht, spot.paysByDice ? spot.paysByDice[shown - 1]! : spot.pays);
  }
  return back;
}

const SYMBOLS = ['gourd', 'crab', 'fish', 'prawn', 'rooster', 'tiger'];
function fishPrawnCrabBack(dice: number[], bets: Record<string, number>) {
  let back = 0n;
  for (const [code, baht] of Object.entries(bets)) {
    const shown = dice.filter((d) => SYMBOLS[d - 1] === code).length;
    if (shown > 0) back += win(baht, pays('fishPrawnCrab', code).paysByDice![shown - 1]!);
  }
  return back;
}

/** Whole baht summed per spot over several bet calls. */
const summed = (calls: Record<string, number>[]) => {
  const sums: Record<string, number> = {};
  for (const c of calls) for (const [code, baht] of Object.entries(c)) sums[code] = (sums[code] ?? 0) + baht;
  return sums;
};
const stakeOf = (calls: Record<string, number>[]) =>
  BigInt(Object.values(summed(calls)).reduce((s, x) => s + x, 0)) * 100n;

// ---- one round at a table -----------------------------------------------------------------------------

/** Each member's bet calls on one round, in order. */
type Calls = { a: Record<string, number>[]; b: Record<string, number>[] };
interface Plan {
  table: { id: string; kind: LiveKind };
  /** Die faces or card ids for a stacked round; left out, the shoe's own draw. */
  stack?: number[];
  bets: Calls;
}

/**
 * Opens the table's next round, stacks it if asked, places the members' bets call by call, closes it, tries
 * a late bet, deals and settles it, and returns the round as stored with the events the stream showed.
 */
async function playRound({ table, stack, bets }: Plan) {
  const timing = LIVE_TIMING[table.kind];
  const dealer = createDealer({
    db: database.db,
    clock,
    log: app.log,
    settler: mod.settler,
    publish: mod.bus.publish,
    tables: [table],
    holder: `dealer-${table.id}`,
  });
  const latest = async () => (await latestRound(database.db, clock, table.id))?.round;
  const stream = readEvents(`${base}/house/api/live/tables/${table.id}/events`, {
    authorization: `Bearer ${a.session}`,
  });
  await vi.waitFor(() => expect(stream.events[0]?.type).toBe('snapshot'));

  const previous = (await latest())?.id;
  let round: LiveRoundRow | undefined;
  for (let i = 0; i < 50 && !(round?.phase === 'betting' && round.id !== previous); i++) {
    clock.advance(1_000);
    await dealer.tick();
    round = await latest();
  }
  expect(round).toMatchObject({ phase: 'betting' });
  if (stack) await stackRound(database.db, round!.id, table.kind, stack);

  const before = { a: await playable(database.db, a.memberId), b: await playable(database.db, b.memberId) };
  for (const [who, member] of [
    ['a', a],
    ['b', b],
  ] as const) {
    for (const c of bets[who]) {
      const placed = await call(
        livePlaceBets,
        { tableId: table.id, roundId: round!.id, bets: c },
        member.session,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
  }

  clock.advance(timing.bettingMs);
  await dealer.tick();
  expect((await latest())!.phase).toBe('dealing');
  const late = await call(
    livePlaceBets,
    { tableId: table.id, roundId: round!.id, bets: bets.a[0]! },
    a.session,
  );
  expect(late).toMatchObject({ status: 409, body: { message: TH.liveBetsClosed } });

  for (let i = 0; i < 20 && (await latest())!.phase !== 'done'; i++) {
    clock.advance(timing.stepMs);
    await dealer.tick();
  }
  const done = (await latest())!;
  expect(done).toMatchObject({ id: round!.id, phase: 'done' });
  const ofRound = (e: LiveEvent) => 'roundId' in e && e.roundId === done.id;
  await vi.waitFor(() =>
    expect(stream.events.some((e) => ofRound(e) && e.type === 'phase' && e.phase === 'done')).toBe(true),
  );
  stream.stop();
  await vi.waitFor(() => expect(mod.streams.openCount()).toBe(0));

  // The stream showed the stored draw, one step at a time, then the result.
  const draw = drawOf(done);
  const shown = stream.events.filter((e) => ofRound(e) && (e.type === 'card' || e.type === 'dice'));
  expect(shown.map((e) => ('step' in e ? [e.index, e.step] : []))).toEqual(draw.steps.map((s, i) => [i, s]));
  expect(stream.events.find((e) => ofRound(e) && e.type === 'result')).toMatchObject({
    result: draw.result,
    steps: draw.steps,
  });

  const after = { a: await playable(database.db, a.memberId), b: await playable(database.db, b.memberId) };
  /** The turnover the wallet recorded for the member's round (what the win call sent, netted). */
  const turnover = async (m: Member) =>
    (await roundOf(database.db, walletIds.round(done.id, m.username)))!.turnover;
  return {
    draw,
    /** Satang each member got back: the balance change plus what was staked. */
    back: { a: after.a - before.a + stakeOf(bets.a), b: after.b - before.b + stakeOf(bets.b) },
    turnover: { a: await turnover(a), b: await turnover(b) },
  };
}

/** Satang of turnover: 0 for a push (stakes back in full, a draw), else the netted stake at risk in baht. */
const turnoverOf = (calls: Record<string, number>[], back: bigint, atRiskBaht: number) =>
  back === stakeOf(calls) ? 0n : BigInt(atRiskBaht) * 100n;

// ---- the tables ---------------------------------------------------------------------------------------

describe('live Dragon Tiger, Hi-Lo and fish-prawn-crab tables', () => {
  it('Dragon Tiger (dt-1): pays the higher card 1:1 and tie 11:1, and a side loses half on a tie', async () => {
    const table = { id: 'dt-1', kind: 'dragonTiger' as const };
    const bets: Calls = {
      a: [{ dragon: 100, tiger: 100, tie: 20 }],
      b: [{ dragon: 200 }, { dragon: 100, tiger: 50 }],
    };
    expect(['dragon', 'tiger', 'tie'].map((c) => pays('dragonTiger', c).pays)).toEqual([1, 1, 11]);

    const drawn = await playRound({ table, bets });
    const cards = drawn.draw.state as { dragon: number; tiger: number };
    expect(drawn.draw.steps).toMatchObject([
      { side: 'dragon', card: cards.dragon },
      { side: 'tiger', card: cards.tiger },
    ]);
    const expected = { a: dragonTigerBack(cards, summed(bets.a)), b: dragonTigerBack(cards, summed(bets.b)) };
    expect(drawn.back).toEqual(expected);
    // Dragon against tiger nets: a risks only the tie's 20, b the 250 by which dragon exceeds tiger.
    expect(drawn.turnover).toEqual({
      a: turnoverOf(bets.a, expected.a, 20),
      b: turnoverOf(bets.b, expected.b, 250),
    });

    // A tie (7♠ against 7♥): each side returns half its stake, the tie 12 times it.
    const tie = await playRound({ table, bets, stack: [cardOf('7', '♠'), cardOf('7', '♥')] });
    expect(tie.draw.result).toMatchObject({ winner: 'tie', road: { side: 'T' } });
    expect(tie.back).toEqual({ a: 34_000n, b: 17_500n }); // a: 50 + 50 + 240 baht; b: 150 + 25 baht
    expect(tie.turnover).toEqual({ a: 2_000n, b: 25_000n });
  });

  it('Hi-Lo (hilo-1): pays every spot on the drawn dice, and a triple loses both high and low', async () => {
    const table = { id: 'hilo-1', kind: 'hilo' as const };
    const bets: Calls = {
      a: [{ high: 100, low: 100, eleven: 50, 'total:12': 20, 'single:4': 30, 'triple:4': 10 }],
      b: [{ high: 200 }, { low: 50, anyTriple: 10, 'pair:4': 10, 'combo:1-4': 10 }],
    };
    expect(pays('hilo', 'total:12').pays).toBe(7.4);
    expect(pays('hilo', 'single:4').paysByDice).toEqual([1, 2, 12]);
    expect(['triple:4', 'anyTriple', 'pair:4'].map((c) => pays('hilo', c).pays)).toEqual([207, 34, 12]);

    const drawn = await playRound({ table, bets });
    const dice = drawn.draw.state as number[];
    expect(drawn.draw.steps).toEqual(dice.map((value) => ({ type: 'dice', value })));
    expect(drawn.draw.result).toMatchObject({ dice, total: dice[0]! + dice[1]! + dice[2]! });
    const expected = { a: hiloBack(dice, summed(bets.a)), b: hiloBack(dice, summed(bets.b)) };
    expect(drawn.back).toEqual(expected);
    // High against low nets: a risks the 110 on other spots, b the 150 of high over low plus 30.
    expect(drawn.turnover).toEqual({
      a: turnoverOf(bets.a, expected.a, 110),
      b: turnoverOf(bets.b, expected.b, 180),
    });

    // 4-4-4: high, low, eleven and combo lose; total 12 pays 7.4:1, single 4 on three dice 12:1, triple 4
    // 207:1, any triple 34:1, pair 4 12:1.
    const triple = await playRound({ table, bets, stack: [4, 4, 4] });
    expect(triple.draw.result).toMatchObject({ dice: [4, 4, 4], total: 12 });
    // a: 168 + 390 + 2,080 baht; b: 350 + 130 baht (its 250 on high and low lost).
    expect(triple.back).toEqual({ a: 263_800n, b: 48_000n });
    expect(triple.turnover).toEqual({ a: 11_000n, b: 18_000n });
  });

  it('fish-prawn-crab (fpc-1): pays each symbol once per die showing it', async () => {
    const table = { id: 'fpc-1', kind: 'fishPrawnCrab' as const };
    const bets: Calls = { a: [{ fish: 100, crab: 50 }], b: [{ rooster: 40, fish: 20 }, { tiger: 10 }] };
    expect(pays('fishPrawnCrab', 'fish').paysByDice).toEqual([1, 2, 3]);

    const drawn = await playRound({ table, bets });
    const dice = drawn.draw.state as number[];
    expect(drawn.draw.steps).toEqual(dice.map((value) => ({ type: 'dice', value })));
    const expected = {
      a: fishPrawnCrabBack(dice, summed(bets.a)),
      b: fishPrawnCrabBack(dice, summed(bets.b)),
    };
    expect(drawn.back).toEqual(expected);
    // No spots oppose each other here: everything staked is at risk.
    expect(drawn.turnover).toEqual({
      a: turnoverOf(bets.a, expected.a, 150),
      b: turnoverOf(bets.b, expected.b, 70),
    });

    // Fish, fish, rooster (faces 3, 3, 5).
    const stacked = await playRound({ table, bets, stack: [3, 3, 5] });
    expect(stacked.back).toEqual({ a: 30_000n, b: 14_000n }); // a: fish 100 × 3; b: rooster 80 + fish 60
    expect(stacked.turnover).toEqual({ a: 15_000n, b: 7_000n });
  });
});
