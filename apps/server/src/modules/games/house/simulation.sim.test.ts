import { describe, expect, it } from 'vitest';
import { BACCARAT_PROBABILITIES, BACCARAT_RTP, dealHand } from './baccarat';
import { BACCARAT_BET_KINDS, type BaccaratBetKind, type BaccaratBets, settleHand } from './baccarat-bets';
import { FairRng } from './provably-fair';
import { SLOT_HIT_FREQUENCY, SLOT_RTP, SLOT_VARIANCE, spin } from './slot';
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
 */

const Z = 5;
const ROUNDS = 1_000_000;
const TRADING_ROUNDS = 250_000;
const seeds = {
  serverSeed:
    process.env.HOUSE_SIM_SERVER_SEED ?? '5e1f0c3a9b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a2c4e6b8d0f',
  clientSeed: 'simulation',
  nonce: 0,
};
const BET = 100n; // 1 baht: 95 % of it and 195 % of it are whole satang, so no rounding blurs the RTP

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

describe(`simulation (server seed ${seeds.serverSeed})`, () => {
  it('plays 1,000,000 slot spins to the exact RTP', () => {
    const rng = new FairRng(seeds);
    const started = performance.now();
    let won = 0n;
    let hits = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const result = spin(rng.reset(nonce), BET);
      won += result.winSatang;
      if (result.winSatang > 0n) hits++;
    }
    report(`slot: ${ROUNDS.toLocaleString('en')} spins in ${seconds(started)} s`);
    checkReturn('slot RTP', Number(won) / (ROUNDS * Number(BET)), SLOT_RTP, Math.sqrt(SLOT_VARIANCE), ROUNDS);
    const hitSd = Math.sqrt(SLOT_HIT_FREQUENCY * (1 - SLOT_HIT_FREQUENCY));
    checkReturn('slot hit rate', hits / ROUNDS, SLOT_HIT_FREQUENCY, hitSd, ROUNDS);
  }, 180_000);

  it('plays 1,000,000 baccarat hands, every bet, to the documented RTP', () => {
    const rng = new FairRng(seeds);
    const bets: BaccaratBets = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, BET]));
    const returned = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, 0n])) as Record<
      BaccaratBetKind,
      bigint
    >;
    const outcomes = { player: 0, banker: 0, tie: 0 };
    const started = performance.now();
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const hand = dealHand(rng.reset(nonce));
      outcomes[hand.outcome]++;
      for (const bet of settleHand(hand, bets).bets) returned[bet.kind] += bet.returnSatang;
    }
    report(`baccarat: ${ROUNDS.toLocaleString('en')} hands in ${seconds(started)} s`);

    const P = BACCARAT_PROBABILITIES;
    const sd: Record<BaccaratBetKind, number> = {
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
    for (const kind of BACCARAT_BET_KINDS) {
      const measured = Number(returned[kind]) / (ROUNDS * Number(BET));
      checkReturn(`${kind} RTP`, measured, BACCARAT_RTP[kind], sd[kind], ROUNDS);
    }
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      const p = P[outcome];
      checkReturn(`P(${outcome})`, outcomes[outcome] / ROUNDS, p, Math.sqrt(p * (1 - p)), ROUNDS);
    }
  }, 180_000);

  it(`plays ${TRADING_ROUNDS.toLocaleString('en')} trading rounds, calling both ways, to the exact RTP`, () => {
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
    report(`trading: ${TRADING_ROUNDS.toLocaleString('en')} rounds in ${seconds(started)} s`);
    const pFlat = Number(TRADING_FLAT_WAYS) / Number(TRADING_ALL_WAYS);
    const sd = sdOf(TRADING_RTP, [
      [1.95, (1 - pFlat) / 2],
      [1, pFlat],
    ]);
    for (const call of ['up', 'down'] as const) {
      checkReturn(
        `trade ${call} RTP`,
        Number(returned[call]) / (TRADING_ROUNDS * Number(BET)),
        TRADING_RTP,
        sd,
        TRADING_ROUNDS,
      );
    }
    checkReturn('P(flat)', flat / TRADING_ROUNDS, pFlat, Math.sqrt(pFlat * (1 - pFlat)), TRADING_ROUNDS);
  }, 180_000);
});
