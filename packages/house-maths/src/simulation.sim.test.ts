import { describe, expect, it } from 'vitest';
import { BACCARAT_PROBABILITIES, BACCARAT_RTP, dealHand } from './baccarat';
import { BACCARAT_BET_KINDS, type BaccaratBetKind, type BaccaratBets, settleHand } from './baccarat-bets';
import { FairRng } from './provably-fair';
import { SIM_SHORT, roundsToCatch, simRounds } from './simulation-plan';
import { SLOT_STRIPS, SLOT_VARIANCE, spin } from './slot';
import { TRADING_FLAT_WAYS, TRADING_ALL_WAYS, TRADING_RTP, drawPath, settleTrade } from './trading';

/**
 * Plays the games through their real code with the provably fair stream, one nonce per round as in
 * production, and checks the measured return against the documented one.
 *
 * Tolerance: 5 standard errors, SE = sd / sqrt(rounds), with the standard deviation of one round's
 * return taken from the exact distribution (not from the sample, which would understate it when a
 * rare big win happens not to come up). For a normal mean that rejects a correct game with
 * probability 6e-7 per check; a mistake in a paytable entry or a drawing rule moves the return by
 * far more (one wrong banker cell alone is worth about 0.1 %). The seeds are fixed so the run is
 * reproducible; set HOUSE_SIM_SERVER_SEED (64 hex characters) to replay it on other seeds.
 *
 * The slot is checked against the figures slot.ts documents, not against SLOT_RTP, which slot.ts counts
 * from its own paytable and so would follow a wrong entry. Under SIM=short (simulation-plan.ts) each game
 * plays just enough rounds that a one-step mistake in its paytable fails for sure: named at each game.
 */

const Z = 5;
const BET = 100n; // 1 baht: 95 % of it and 195 % of it are whole satang, so no rounding blurs the RTP
const seeds = {
  serverSeed:
    process.env.HOUSE_SIM_SERVER_SEED ?? '5e1f0c3a9b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a2c4e6b8d0f',
  clientSeed: 'simulation',
  nonce: 0,
};
function report(line: string) {
  process.stdout.write(`${line}\n`);
}

function checkReturn(label: string, measured: number, expected: number, sd: number, rounds: number) {
  const se = sd / Math.sqrt(rounds);
  const z = (measured - expected) / se;
  const pct = (x: number) => `${(x * 100).toFixed(4)} %`;
  report(
    `${label.padEnd(14)} measured ${pct(measured)}  documented ${pct(expected)}` +
      `  SE ${pct(se)}  tolerance ±${pct(Z * se)}  z ${z.toFixed(2)}`,
  );
  expect(Math.abs(measured - expected)).toBeLessThanOrEqual(Z * se);
}

/** Standard deviation of a return that is `value` with the given probability, else 0. */
function sdOf(expected: number, outcomes: [value: number, probability: number][]) {
  const meanSquare = outcomes.reduce((sum, [value, p]) => sum + value * value * p, 0);
  return Math.sqrt(meanSquare - expected * expected);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** slot.ts's documented figures: 31,442 and 10,038 of the 32,768 stop combinations. */
const SLOT_DOCUMENTED_RTP = 31_442 / 32_768;
const SLOT_DOCUMENTED_HITS = 10_038 / 32_768;
const SLOT_SD = Math.sqrt(SLOT_VARIANCE);
/**
 * Short run: a one-unit change of the mangosteen pair's pay (3) moves the RTP by P(pair) = 4.4 %; the
 * mixed fruits (2) pay more often still. The rarer three-of-a-kinds are pinned exactly by slot.test.ts.
 */
const mangosteens = SLOT_STRIPS.map((strip) => [...strip].filter((code) => code === 'K').length);
const P_MANGOSTEEN_PAIR = (mangosteens[0]! * mangosteens[1]! * (32 - mangosteens[2]!)) / 32 ** 3;
const SLOT_ROUNDS = simRounds(1_000_000, roundsToCatch(SLOT_SD, P_MANGOSTEEN_PAIR, Z));

const P = BACCARAT_PROBABILITIES;
const baccaratSd: Record<BaccaratBetKind, number> = {
  player: sdOf(BACCARAT_RTP.player, [
    [2, P.player],
    [1, P.tie],
  ]),
  banker: sdOf(BACCARAT_RTP.banker, [
    [1.95, P.banker],
    [1, P.tie],
  ]),
  tie: sdOf(BACCARAT_RTP.tie, [[9, P.tie]]),
  playerPair: sdOf(BACCARAT_RTP.playerPair, [[12, P.pair]]),
  bankerPair: sdOf(BACCARAT_RTP.bankerPair, [[12, P.pair]]),
};
/** Short run: 5 % commission more or less on player or banker, one unit more or less on tie or a pair. */
const baccaratStep: Record<BaccaratBetKind, number> = {
  player: 0.05 * P.player,
  banker: 0.05 * P.banker,
  tie: P.tie,
  playerPair: P.pair,
  bankerPair: P.pair,
};
const BACCARAT_ROUNDS = simRounds(
  1_000_000,
  Math.max(...BACCARAT_BET_KINDS.map((kind) => roundsToCatch(baccaratSd[kind], baccaratStep[kind], Z))),
);

const pFlat = Number(TRADING_FLAT_WAYS) / Number(TRADING_ALL_WAYS);
const tradingSd = sdOf(TRADING_RTP, [
  [1.95, (1 - pFlat) / 2],
  [1, pFlat],
]);
/** Short run: a win paying 1.90x or 2.00x of the stake instead of 1.95x. */
const TRADING_ROUNDS = simRounds(250_000, roundsToCatch(tradingSd, 0.05 * ((1 - pFlat) / 2), Z));
const count = (n: number) => n.toLocaleString('en');

describe(`simulation (server seed ${seeds.serverSeed}${SIM_SHORT ? ', short' : ''})`, () => {
  it(`plays ${count(SLOT_ROUNDS)} slot spins to the documented RTP`, () => {
    const rng = new FairRng(seeds);
    const started = performance.now();
    let won = 0n;
    let hits = 0;
    for (let nonce = 0; nonce < SLOT_ROUNDS; nonce++) {
      const result = spin(rng.reset(nonce), BET);
      won += result.winSatang;
      if (result.winSatang > 0n) hits++;
    }
    report(`slot: ${count(SLOT_ROUNDS)} spins in ${seconds(started)} s`);
    const rtp = Number(won) / (SLOT_ROUNDS * Number(BET));
    checkReturn('slot RTP', rtp, SLOT_DOCUMENTED_RTP, SLOT_SD, SLOT_ROUNDS);
    const hitSd = Math.sqrt(SLOT_DOCUMENTED_HITS * (1 - SLOT_DOCUMENTED_HITS));
    checkReturn('slot hit rate', hits / SLOT_ROUNDS, SLOT_DOCUMENTED_HITS, hitSd, SLOT_ROUNDS);
  }, 180_000);

  it(`plays ${count(BACCARAT_ROUNDS)} baccarat hands, every bet, to the documented RTP`, () => {
    const rng = new FairRng(seeds);
    const bets: BaccaratBets = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, BET]));
    const returned = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, 0n])) as Record<
      BaccaratBetKind,
      bigint
    >;
    const outcomes = { player: 0, banker: 0, tie: 0 };
    const started = performance.now();
    for (let nonce = 0; nonce < BACCARAT_ROUNDS; nonce++) {
      const hand = dealHand(rng.reset(nonce));
      outcomes[hand.outcome]++;
      for (const bet of settleHand(hand, bets).bets) returned[bet.kind] += bet.returnSatang;
    }
    report(`baccarat: ${count(BACCARAT_ROUNDS)} hands in ${seconds(started)} s`);
    for (const kind of BACCARAT_BET_KINDS) {
      const measured = Number(returned[kind]) / (BACCARAT_ROUNDS * Number(BET));
      checkReturn(`${kind} RTP`, measured, BACCARAT_RTP[kind], baccaratSd[kind], BACCARAT_ROUNDS);
    }
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      const p = P[outcome];
      const sd = Math.sqrt(p * (1 - p));
      checkReturn(`P(${outcome})`, outcomes[outcome] / BACCARAT_ROUNDS, p, sd, BACCARAT_ROUNDS);
    }
  }, 180_000);

  it(`plays ${count(TRADING_ROUNDS)} trading rounds, calling both ways, to the exact RTP`, () => {
    const rng = new FairRng(seeds);
    const returned = { up: 0n, down: 0n };
    let flat = 0;
    const started = performance.now();
    for (let nonce = 0; nonce < TRADING_ROUNDS; nonce++) {
      const path = drawPath(rng.reset(nonce));
      if (path.move === 'flat') flat++;
      returned.up += settleTrade(path, 'up', BET).returnSatang;
      returned.down += settleTrade(path, 'down', BET).returnSatang;
    }
    report(`trading: ${count(TRADING_ROUNDS)} rounds in ${seconds(started)} s`);
    for (const call of ['up', 'down'] as const) {
      checkReturn(
        `trade ${call} RTP`,
        Number(returned[call]) / (TRADING_ROUNDS * Number(BET)),
        TRADING_RTP,
        tradingSd,
        TRADING_ROUNDS,
      );
    }
    checkReturn('P(flat)', flat / TRADING_ROUNDS, pFlat, Math.sqrt(pFlat * (1 - pFlat)), TRADING_ROUNDS);
  }, 180_000);
});
