import { NAGA_LINES } from '@chokdee/contracts';
import type { RandomSource } from './provably-fair';

/**
 * "ขุมทรัพย์พญานาค" (Naga's Treasure): 5 reels of 30 stops, 3 rows shown, 20 fixed pay lines
 * (NAGA_LINES in packages/contracts), a scatter and a free-spins feature.
 *
 * The bet is the total bet, split evenly over the 20 lines. Pays below are in line bets (1/20 of the
 * total bet), left to right from reel 1, 3/4/5 of a kind; each line pays only its best win and the
 * lines add up. With a whole-baht bet a line bet is 5 satang per baht, so every win is exact in satang.
 *
 *   พญานาค (naga, wild) .. 50 / 200 / 1000     เอ (A) ....... 5 / 25 / 100
 *   ทองคำ (gold ingot) ... 25 / 100 / 500      คิง (K) ...... 5 / 20 / 100
 *   ช้าง (elephant) ...... 20 /  75 / 250      ควีน (Q) ..... 5 / 15 / 75
 *   ระฆัง (temple bell) .. 15 /  50 / 150      แจ็ค (J) ..... 5 / 10 / 60
 *   กลอง (drum) .......... 10 /  40 / 125      สิบ (10) ..... 5 / 10 / 50
 *
 * The naga substitutes for every symbol but the lotus; a line starting with nagas pays the better of
 * the nagas alone and the symbol they complete. ดอกบัว (lotus, scatter) pays anywhere in the window on
 * the total bet: 3/4/5 lotuses pay 2/10/50 bets and start 10/15/20 free spins. Free spins use the same
 * reels; every win in them is tripled, and 3+ lotuses in a free spin add 10/15/20 more spins, up to 100
 * free spins in all per feature (an award past the cap is cut to it). The whole feature is drawn in
 * the paid round from the same seeded stream, so the member's round is one bet and one win.
 *
 * A spin draws one stop per reel (rng.int(30), reels 1 to 5), then each free spin the same way.
 *
 * Return to player (NAGA_RETURN, computed at load from the strips; naga.test.ts pins the figures):
 *   base game = 18,064,290 / 24,300,000 = 74.3386 %  (lines 72.2186 %, lotus pays 2.12 % exactly)
 *   free spins = base x 3 x 0.096431 free spins per paid spin = 21.5057 %  (free spins start on
 *               0.856 % of paid spins, 1 in 116.8, and last 11.27 spins on average; the expected
 *               spins come from an exact recursion over (spins awarded, spins played) with the cap,
 *               evaluated in double precision)
 *   total RTP = 95.8443 %; hit frequency = 11,385,630 / 24,300,000 = 46.855 % (enumerateNagaBase).
 * The feature's value is exact by Wald's identity: whether spin k is played depends only on spins
 * before it, so E[feature win] = E[spins played] x E[one free spin's win].
 */

export const NAGA_SYMBOLS = [
  { id: 'naga', code: 'W', th: 'พญานาค' },
  { id: 'lotus', code: 'S', th: 'ดอกบัว' },
  { id: 'gold', code: 'G', th: 'ทองคำ' },
  { id: 'elephant', code: 'E', th: 'ช้าง' },
  { id: 'bell', code: 'B', th: 'ระฆัง' },
  { id: 'drum', code: 'D', th: 'กลอง' },
  { id: 'ace', code: 'A', th: 'เอ' },
  { id: 'king', code: 'K', th: 'คิง' },
  { id: 'queen', code: 'Q', th: 'ควีน' },
  { id: 'jack', code: 'J', th: 'แจ็ค' },
  { id: 'ten', code: 'T', th: 'สิบ' },
] as const;

export type NagaSymbol = (typeof NAGA_SYMBOLS)[number]['id'];

const WILD = 0;
const SCATTER = 1;
/** Line pays in line bets for 3, 4 and 5 of a kind, by symbol index (the lotus pays as a scatter). */
export const NAGA_LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 200, 1000],
  [0, 0, 0],
  [25, 100, 500],
  [20, 75, 250],
  [15, 50, 150],
  [10, 40, 125],
  [5, 25, 100],
  [5, 20, 100],
  [5, 15, 75],
  [5, 10, 60],
  [5, 10, 50],
];
/** By number of lotuses in the window (index 0..5): pay in total bets, free spins awarded. */
export const NAGA_SCATTER_PAYS = [0, 0, 0, 2, 10, 50] as const;
export const NAGA_FREE_SPINS = [0, 0, 0, 10, 15, 20] as const;
export const NAGA_FREE_SPIN_MULTIPLIER = 3;
export const NAGA_FREE_SPIN_CAP = 100;
export const NAGA_LINE_COUNT = NAGA_LINES.length;

/**
 * Reel strips, one character per stop in NAGA_SYMBOLS codes, kept as text so the verification page can
 * print them. Symbol counts (W S G E B D A K Q J T): reel 1 2 1 2 2 3 3 4 4 3 3 3, reel 2 3 1 2 2 3 3
 * 3 3 4 3 3, reel 3 2 1 2 3 3 3 3 4 3 3 3, reel 4 2 1 2 2 3 3 3 3 4 4 3, reel 5 2 1 2 2 3 3 4 3 3 4 3.
 * One lotus per reel, so a window shows at most one per reel; no symbol sits next to itself.
 */
export const NAGA_STRIPS = [
  'QDEGABJTEAQAKBQGBKWJTJKWTAKDSD',
  'DGKTSBDEAQGQAQDJWKEJABWTQBTWJK',
  'EJKBAGDJGEAQKWAQSDBKBQJTDTWKET',
  'BTQGDAKGKAWJBQKQJTEJDQESJTBADW',
  'QTJSABQGQEDJDKWTDGKABJBTEKWAJA',
] as const;

const REELS: readonly Uint8Array[] = NAGA_STRIPS.map((strip) =>
  Uint8Array.from(strip, (code) => {
    const index = NAGA_SYMBOLS.findIndex((s) => s.code === code);
    if (index < 0) throw new Error(`unknown naga symbol code ${code}`);
    return index;
  }),
);

function symbolAt(reel: number, stop: number): number {
  const strip = REELS[reel]!;
  return strip[((stop % strip.length) + strip.length) % strip.length]!;
}

/** A line's best win: `count` of `symbol` from reel 1, paying `pays` line bets; null when it loses. */
export function lineWin(symbols: readonly number[]): { symbol: number; count: number; pays: number } | null {
  if (symbols[0] === SCATTER) return null;
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === WILD) wilds++;
  const wildPay = wilds >= 3 ? NAGA_LINE_PAYS[WILD]![wilds - 3]! : 0;
  const target = wilds < 5 ? symbols[wilds]! : WILD;
  let count = wilds;
  if (target !== SCATTER && target !== WILD)
    while (count < 5 && (symbols[count] === target || symbols[count] === WILD)) count++;
  const targetPay = target !== WILD && count >= 3 ? NAGA_LINE_PAYS[target]![count - 3]! : 0;
  if (wildPay === 0 && targetPay === 0) return null;
  // Ties go to the naga: the same pay, and the shorter run is what the reels show as the winning part.
  return targetPay > wildPay
    ? { symbol: target, count, pays: targetPay }
    : { symbol: WILD, count: wilds, pays: wildPay };
}

export interface NagaLineWin {
  /** 1 to 20, the index in NAGA_LINES plus one. */
  line: number;
  symbol: NagaSymbol;
  /** How many of a kind from reel 1 (3, 4 or 5). */
  count: number;
  /** In line bets (1/20 of the total bet), before any free-spin multiplier. */
  pays: number;
}

/** One spin's result, paid or free. */
export interface NagaSpin {
  stops: number[];
  /** Per reel, top to bottom: the stop above, the stop itself, the stop below. */
  window: NagaSymbol[][];
  lines: NagaLineWin[];
  /** Lotuses in the window and their pay in total bets (before any free-spin multiplier). */
  scatter: { count: number; pays: number };
  /** Free spins this spin awarded (cut at the feature's cap). */
  awarded: number;
  /** 1 for the paid spin, NAGA_FREE_SPIN_MULTIPLIER for a free spin. */
  multiplier: number;
  /** This spin's whole win in line bets, multiplier applied. */
  units: number;
}

/** The seeded part of a round: what the verification page replays without knowing the bet. */
export interface NagaDraw extends NagaSpin {
  freeSpins: NagaSpin[];
  /** The round's whole win in line bets (1/20 of the total bet): win = bet x totalUnits / 20. */
  totalUnits: number;
}

const idOf = (symbol: number): NagaSymbol => NAGA_SYMBOLS[symbol]!.id;

function spinOnce(rng: RandomSource, multiplier: number, awardRoom: number): NagaSpin {
  const stops = REELS.map((reel) => rng.int(reel.length));
  const grid = stops.map((stop, reel) => [-1, 0, 1].map((row) => symbolAt(reel, stop + row)));
  const lines: NagaLineWin[] = [];
  let units = 0;
  NAGA_LINES.forEach((rows, i) => {
    const win = lineWin(rows.map((row, reel) => grid[reel]![row]!));
    if (!win) return;
    lines.push({ line: i + 1, symbol: idOf(win.symbol), count: win.count, pays: win.pays });
    units += win.pays;
  });
  const count = grid.reduce((n, column) => n + column.filter((s) => s === SCATTER).length, 0);
  const scatterPays = NAGA_SCATTER_PAYS[Math.min(count, 5)]!;
  units += scatterPays * NAGA_LINE_COUNT;
  return {
    stops,
    window: grid.map((column) => column.map(idOf)),
    lines,
    scatter: { count, pays: scatterPays },
    awarded: Math.min(NAGA_FREE_SPINS[Math.min(count, 5)]!, awardRoom),
    multiplier,
    units: units * multiplier,
  };
}

/** A paid spin and the whole free-spins feature it starts, if any, from one seeded stream. */
export function drawNaga(rng: RandomSource): NagaDraw {
  const base = spinOnce(rng, 1, NAGA_FREE_SPIN_CAP);
  const freeSpins: NagaSpin[] = [];
  let awarded = base.awarded;
  let totalUnits = base.units;
  while (freeSpins.length < awarded) {
    const free = spinOnce(rng, NAGA_FREE_SPIN_MULTIPLIER, NAGA_FREE_SPIN_CAP - awarded);
    awarded += free.awarded;
    totalUnits += free.units;
    freeSpins.push(free);
  }
  return Object.assign(base, { freeSpins, totalUnits });
}

/**
 * The round's win in satang: bet x totalUnits / 20, rounded down to the satang. A whole-baht bet is a
 * multiple of 100 satang, so the division is exact and nothing is ever rounded for the house games.
 */
export function nagaWinSatang(draw: Pick<NagaDraw, 'totalUnits'>, betSatang: bigint): bigint {
  if (betSatang <= 0n) throw new RangeError('bet must be a positive number of satang');
  return (betSatang * BigInt(draw.totalUnits)) / BigInt(NAGA_LINE_COUNT);
}

/**
 * The base game's exact return from the symbol counts alone. Every line sees one uniformly drawn stop
 * per reel at a fixed row, so each line's pay has the same distribution: one line over the 11^5 symbol
 * tuples (weighted by how many stops show them) times 20 lines of 1/20 bet = the per-line sum. The
 * lotus pay follows from how many stops of each reel show a lotus in the window.
 */
function computeReturn() {
  const counts = REELS.map((reel) => NAGA_SYMBOLS.map((_, s) => reel.filter((x) => x === s).length));
  const combinations = REELS.reduce((n, reel) => n * reel.length, 1);
  let linePaid = 0;
  const tuple: number[] = [];
  const walk = (reel: number, weight: number) => {
    if (reel === 5) {
      linePaid += weight * (lineWin(tuple)?.pays ?? 0);
      return;
    }
    counts[reel]!.forEach((n, s) => {
      if (n === 0) return;
      tuple[reel] = s;
      walk(reel + 1, weight * n);
    });
  };
  walk(0, 1);
  // scatterWays[k]: stop combinations showing k lotuses, by convolving each reel's lotus count per window.
  let scatterWays = [1];
  REELS.forEach((reel, r) => {
    const perReel: number[] = [];
    for (let stop = 0; stop < reel.length; stop++) {
      const k = [-1, 0, 1].filter((row) => symbolAt(r, stop + row) === SCATTER).length;
      perReel[k] = (perReel[k] ?? 0) + 1;
    }
    const next = new Array<number>(scatterWays.length + perReel.length - 1).fill(0);
    scatterWays.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * (b ?? 0))));
    scatterWays = next;
  });
  const scatterPaid = scatterWays.reduce(
    (sum, ways, k) => sum + ways * NAGA_SCATTER_PAYS[Math.min(k, 5)]!,
    0,
  );
  return { combinations, linePaid, scatterPaid, basePaid: linePaid + scatterPaid, scatterWays };
}

/**
 * Expected free spins played from a feature that starts with `initial` spins, exactly up to double
 * rounding: f(awarded, played) = 1 + sum over lotus counts k of P(k) f(min(awarded + award_k, cap),
 * played + 1), f = 0 once played = awarded. The states are at most 101 x 101.
 */
function expectedFreeSpins(trigger: readonly number[], initial: number): number {
  const memo = new Map<number, number>();
  const f = (awarded: number, played: number): number => {
    if (played >= awarded) return 0;
    const key = awarded * 1_000 + played;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    let none = 1;
    trigger.forEach((p, k) => {
      if (NAGA_FREE_SPINS[k]! === 0 || p === 0) return;
      none -= p;
      value += p * f(Math.min(awarded + NAGA_FREE_SPINS[k]!, NAGA_FREE_SPIN_CAP), played + 1);
    });
    value += none * f(awarded, played + 1);
    memo.set(key, value);
    return value;
  };
  return f(initial, 0);
}

const counted = computeReturn();
const lotusOdds = counted.scatterWays.map((ways) => ways / counted.combinations);
const lotusOddsCapped = [0, 1, 2, 3, 4, 5].map((k) =>
  k < 5 ? (lotusOdds[k] ?? 0) : lotusOdds.slice(5).reduce((a, b) => a + b, 0),
);
/** Expected free spins per paid spin: over each trigger, its probability times the feature's length. */
const freeSpinsPerSpin = lotusOddsCapped.reduce(
  (sum, p, k) =>
    sum + (NAGA_FREE_SPINS[k]! > 0 ? p * expectedFreeSpins(lotusOddsCapped, NAGA_FREE_SPINS[k]!) : 0),
  0,
);
const baseRtp = counted.basePaid / counted.combinations;

/** The figures the game page and the docs show; naga.test.ts pins them. */
export const NAGA_RETURN = {
  ...counted,
  /** Base game return per unit bet: exactly basePaid / combinations. */
  baseRtp,
  lineRtp: counted.linePaid / counted.combinations,
  scatterRtp: counted.scatterPaid / counted.combinations,
  /** Probability that a paid spin starts free spins. */
  triggerProbability: lotusOddsCapped.slice(3).reduce((a, b) => a + b, 0),
  freeSpinsPerSpin,
  featureRtp: baseRtp * NAGA_FREE_SPIN_MULTIPLIER * freeSpinsPerSpin,
};
export const NAGA_RTP = NAGA_RETURN.baseRtp + NAGA_RETURN.featureRtp;

/**
 * The base game over every stop combination (30^5 = 24.3 million), as the windows really pay: the sum
 * of units (line bets) won, of their squares, and the spins that win anything. A spin that starts free
 * spins always wins its lotus pay, so `hits` is also the round's exact hit count. Takes a few seconds:
 * the test and the bench call it, the module does not.
 */
export function enumerateNagaBase() {
  const lengths = REELS.map((r) => r.length);
  const kinds = NAGA_SYMBOLS.length;
  // Every 5-symbol line's pay, looked up by its symbols in base 11: 486 million line reads stay fast.
  const pays = new Int32Array(kinds ** 5);
  for (let code = 0; code < pays.length; code++) {
    const tuple = [0, 0, 0, 0, 0];
    for (let r = 4, rest = code; r >= 0; r--, rest = Math.floor(rest / kinds)) tuple[r] = rest % kinds;
    pays[code] = lineWin(tuple)?.pays ?? 0;
  }
  // Per reel and stop: the symbol on each row, and the lotuses in its window.
  const rows = REELS.map((_, r) =>
    Array.from({ length: lengths[r]! }, (_, s) => [-1, 0, 1].map((d) => symbolAt(r, s + d))),
  );
  const lotus = rows.map((reel) => reel.map((column) => column.filter((s) => s === SCATTER).length));
  let paid = 0;
  let paidSquared = 0;
  let hits = 0;
  const [n1, n2, n3, n4, n5] = lengths as [number, number, number, number, number];
  for (let a = 0; a < n1; a++)
    for (let b = 0; b < n2; b++)
      for (let c = 0; c < n3; c++)
        for (let d = 0; d < n4; d++)
          for (let e = 0; e < n5; e++) {
            const columns = [rows[0]![a]!, rows[1]![b]!, rows[2]![c]!, rows[3]![d]!, rows[4]![e]!];
            let units = 0;
            for (const shape of NAGA_LINES) {
              let code = 0;
              for (let r = 0; r < 5; r++) code = code * kinds + columns[r]![shape[r]!]!;
              units += pays[code]!;
            }
            const k = lotus[0]![a]! + lotus[1]![b]! + lotus[2]![c]! + lotus[3]![d]! + lotus[4]![e]!;
            units += NAGA_SCATTER_PAYS[Math.min(k, 5)]! * NAGA_LINE_COUNT;
            paid += units;
            paidSquared += units * units;
            if (units > 0) hits++;
          }
  return { combinations: n1 * n2 * n3 * n4 * n5, paidUnits: paid, paidUnitsSquared: paidSquared, hits };
}
