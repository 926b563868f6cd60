import { DECK_SIZE } from './cards';
import { handScore } from './hand-rank';
import { jobPays } from './video-poker';

/**
 * The best hold of a video poker hand, exactly: for each of the 32 holds, the average return over
 * every possible draw from the 47 unseen cards, the hold with the highest average winning.
 *
 * Trying every draw costs 2,598,960 hand evaluations per hand. Instead a table is built once: for
 * every set X of 0 to 5 cards, sums[|X|][X] = the total pay of all 5-card hands that contain X
 * (2.9 million entries, 12 MB). The draws of hold H with discards D are the hands that contain H
 * and no card of D, so by inclusion-exclusion their total pay is Σ over S ⊆ D of (-1)^|S| sums[H ∪ S].
 * Over the 32 subsets of one hand that is a Möbius transform of 32 table reads: a hand's complete
 * advice takes about a microsecond, fast enough for the member's hint, the sweep's auto-play and an
 * exact pass over all 2,598,960 deals (the game's RTP, see docs/GAMES.md).
 */

const MAX_K = 5;
/** BINOM[n][k] for n ≤ 52, k ≤ 5. */
const BINOM: number[][] = Array.from({ length: DECK_SIZE + 1 }, () => new Array<number>(MAX_K + 1).fill(0));
for (let n = 0; n <= DECK_SIZE; n++) {
  BINOM[n]![0] = 1;
  for (let k = 1; k <= Math.min(n, MAX_K); k++) BINOM[n]![k] = BINOM[n - 1]![k - 1]! + BINOM[n - 1]![k]!;
}
export const HANDS = BINOM[DECK_SIZE]![5]!; // 2,598,960
const UNSEEN = DECK_SIZE - 5;
/** How many draws a hold of `held` cards has: C(47, 5 - held). */
export const drawsOf = (held: number) => BINOM[UNSEEN]![5 - held]!;

const POPCOUNT = Array.from({ length: 32 }, (_, m) => {
  let n = 0;
  for (let b = m; b; b &= b - 1) n++;
  return n;
});

/** Per mask: its highest bit and the mask without it, so a subset's rank extends its prefix's rank. */
const HIGH_BIT = Array.from({ length: 32 }, (_, m) => (m ? 31 - Math.clz32(m) : -1));
const REST = Array.from({ length: 32 }, (_, m) => (m ? m ^ (1 << HIGH_BIT[m]!) : 0));
/** C(n, k) flat, n * 6 + k, for the inner loops. */
const CHOOSE = Int32Array.from(BINOM.flat());

/** The superset sums of one payout (pays, or their squares for the variance). */
export type SupersetSums = Int32Array[];

/** Total of `payOf` over every 5-card hand containing each set of 0-5 cards (see above). */
export function buildSupersetSums(payOf: (sortedHand: number[]) => number): SupersetSums {
  const sums = Array.from({ length: MAX_K + 1 }, (_, k) => new Int32Array(BINOM[DECK_SIZE]![k]!));
  const hand = [0, 0, 0, 0, 0];
  const ranks = new Int32Array(32);
  for (let a = 0; a < DECK_SIZE; a++)
    for (let b = a + 1; b < DECK_SIZE; b++)
      for (let c = b + 1; c < DECK_SIZE; c++)
        for (let d = c + 1; d < DECK_SIZE; d++)
          for (let e = d + 1; e < DECK_SIZE; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const pay = payOf(hand);
            if (pay === 0) continue;
            subsetRanks(hand, ranks);
            for (let m = 0; m < 32; m++) sums[POPCOUNT[m]!]![ranks[m]!]! += pay;
          }
  return sums;
}

/**
 * Colex rank of each subset of a sorted hand, by mask: Σ C(card, position + 1) over its cards. A
 * mask's highest card comes last, so its rank is its prefix's plus one term.
 */
function subsetRanks(sorted: readonly number[], out: Int32Array): Int32Array {
  out[0] = 0;
  for (let m = 1; m < 32; m++) out[m] = out[REST[m]!]! + CHOOSE[sorted[HIGH_BIT[m]!]! * 6 + POPCOUNT[m]!]!;
  return out;
}
const ranksScratch = new Int32Array(32);

/**
 * Total pay over the draws of each hold of a sorted hand, by hold mask (bit i = sorted card i held):
 * the 32 superset sums, then the superset Möbius transform that leaves out hands with a discard.
 */
export function drawTotals(sums: SupersetSums, sorted: readonly number[], out: Float64Array): Float64Array {
  const ranks = subsetRanks(sorted, ranksScratch);
  for (let m = 0; m < 32; m++) out[m] = sums[POPCOUNT[m]!]![ranks[m]!]!;
  for (let bit = 1; bit < 32; bit <<= 1)
    for (let m = 0; m < 32; m++) if (!(m & bit)) out[m]! -= out[m | bit]!;
  return out;
}

let jobTable: SupersetSums | undefined;
/** The 9/6 Jacks or Better table, built on first use (about a second) and kept for the process. */
export function jobSupersetSums(): SupersetSums {
  jobTable ??= buildSupersetSums((hand) => jobPays(handScore(hand)));
  return jobTable;
}

export interface HoldAdvice {
  /** Per dealt position (deal order): keep this card. */
  hold: boolean[];
  /** Average return of that hold for 1 staked, stake included (e.g. 1.5365 for a high pair). */
  expectedReturn: number;
}

const scratch = new Float64Array(32);

/** The hold with the highest expected return; among equal returns the first from "hold all" down (a tie changes no return). */
export function bestHoldMask(sums: SupersetSums, sorted: readonly number[]): { mask: number; ev: number } {
  const totals = drawTotals(sums, sorted, scratch);
  let mask = 31;
  let ev = totals[31]!;
  for (let m = 30; m >= 0; m--) {
    const value = totals[m]! / drawsOf(POPCOUNT[m]!);
    if (value > ev + 1e-12) {
      ev = value;
      mask = m;
    }
  }
  return { mask, ev };
}

/** The optimal hold of a dealt hand (cards in deal order) under 9/6 Jacks or Better. */
export function optimalHold(dealt: readonly number[]): HoldAdvice {
  if (dealt.length !== 5 || new Set(dealt).size !== 5) throw new RangeError('a dealt hand has 5 cards');
  const order = [0, 1, 2, 3, 4].sort((x, y) => dealt[x]! - dealt[y]!);
  const sorted = order.map((i) => dealt[i]!);
  const { mask, ev } = bestHoldMask(jobSupersetSums(), sorted);
  const hold = [false, false, false, false, false];
  for (let bit = 0; bit < 5; bit++) if (mask & (1 << bit)) hold[order[bit]!] = true;
  return { hold, expectedReturn: ev };
}

/** Expected return of every hold of a dealt hand, by mask over deal positions (tests, tools). */
export function holdReturns(dealt: readonly number[]): number[] {
  const order = [0, 1, 2, 3, 4].sort((x, y) => dealt[x]! - dealt[y]!);
  const totals = drawTotals(
    jobSupersetSums(),
    order.map((i) => dealt[i]!),
    new Float64Array(32),
  );
  return Array.from({ length: 32 }, (_, dealtMask) => {
    let sortedMask = 0;
    for (let bit = 0; bit < 5; bit++) if (dealtMask & (1 << order[bit]!)) sortedMask |= 1 << bit;
    return totals[sortedMask]! / drawsOf(POPCOUNT[sortedMask]!);
  });
}

export interface ExactReturn {
  /** Average return per 1 staked under optimal play, over all 2,598,960 deals. */
  rtp: number;
  /** Standard deviation of one hand's return under that play. */
  sd: number;
}

/**
 * The game's exact return under optimal play: every deal, its best hold, the average (and, with
 * the table of squared pays, the variance) over that hold's draws. A few seconds.
 */
export function exactJobReturn(squares?: SupersetSums): ExactReturn {
  const sums = jobSupersetSums();
  const totals2 = new Float64Array(32);
  const hand = [0, 0, 0, 0, 0];
  let total = 0;
  let totalSquares = 0;
  for (let a = 0; a < DECK_SIZE; a++)
    for (let b = a + 1; b < DECK_SIZE; b++)
      for (let c = b + 1; c < DECK_SIZE; c++)
        for (let d = c + 1; d < DECK_SIZE; d++)
          for (let e = d + 1; e < DECK_SIZE; e++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            const { mask, ev } = bestHoldMask(sums, hand);
            total += ev;
            if (squares) totalSquares += drawTotals(squares, hand, totals2)[mask]! / drawsOf(POPCOUNT[mask]!);
          }
  const rtp = total / HANDS;
  return { rtp, sd: squares ? Math.sqrt(totalSquares / HANDS - rtp * rtp) : Number.NaN };
}
