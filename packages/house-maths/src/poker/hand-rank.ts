import { suitIndex, valueOf } from './cards';

/**
 * Poker hand strength of 5 to 7 cards as one number: a bigger score is a better hand, equal scores
 * tie. score = category * 2^20 + five 4-bit card values (2..14, most significant first): for a
 * full house the trips' value then the pair's, for two pair the high pair, low pair, kicker, and so
 * on, so comparing numbers compares hands exactly as the rules do. With 6 or 7 cards the score is
 * that of the best 5 of them (Casino Hold'em), found directly from rank counts and suit masks
 * instead of trying all 21 five-card subsets.
 */
export const HAND_CATEGORIES = [
  'highCard',
  'pair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** What a page names a hand: the categories, with the ace-high straight flush called royal. */
export const HAND_NAMES = [...HAND_CATEGORIES, 'royalFlush'] as const;
export type HandName = (typeof HAND_NAMES)[number];

export const HIGH_CARD = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;

const CATEGORY_SHIFT = 20;
const ACE = 14;

export const categoryOf = (score: number) => score >>> CATEGORY_SHIFT;
/** The first value after the category: the pair's, the trips', the straight's high card... */
export const leadValueOf = (score: number) => (score >>> 16) & 15;
export const isRoyal = (score: number) => categoryOf(score) === STRAIGHT_FLUSH && leadValueOf(score) === ACE;
export const handNameOf = (score: number): HandName =>
  isRoyal(score) ? 'royalFlush' : HAND_CATEGORIES[categoryOf(score)]!;

function pack(category: number, a = 0, b = 0, c = 0, d = 0, e = 0): number {
  return (category << CATEGORY_SHIFT) | (a << 16) | (b << 12) | (c << 8) | (d << 4) | e;
}

/** High card of the best straight in a mask of values (bit v = value v present), or 0. */
function straightHigh(mask: number): number {
  const withLowAce = mask | (((mask >> ACE) & 1) << 1);
  for (let high = ACE; high >= 5; high--) {
    const run = 0b11111 << (high - 4);
    if ((withLowAce & run) === run) return high;
  }
  return 0;
}

/** The `count` highest values in `mask`, into `out` from index `at`. */
function topValues(mask: number, count: number, out: number[], at: number): void {
  for (let v = ACE; v >= 2 && count > 0; v--) {
    if (mask & (1 << v)) {
      out[at++] = v;
      count--;
    }
  }
}

// Scratch space reused by every call: the evaluator allocates nothing (a simulation calls it millions of times).
const counts = new Uint8Array(15);
const suitMasks = new Int32Array(4);
const suitCounts = new Uint8Array(4);
const kick = [0, 0, 0, 0, 0];

export function handScore(cards: readonly number[]): number {
  if (cards.length < 5 || cards.length > 7) throw new RangeError('a hand has 5 to 7 cards');
  counts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let values = 0;
  for (const card of cards) {
    const v = valueOf(card);
    const s = suitIndex(card);
    counts[v]! += 1;
    suitMasks[s]! |= 1 << v;
    suitCounts[s]! += 1;
    values |= 1 << v;
  }
  let flushMask = 0;
  for (let s = 0; s < 4; s++) if (suitCounts[s]! >= 5) flushMask = suitMasks[s]!;
  if (flushMask) {
    const high = straightHigh(flushMask);
    if (high) return pack(STRAIGHT_FLUSH, high);
  }
  let quads = 0;
  let trips = 0;
  let secondTrips = 0;
  let pair = 0;
  let secondPair = 0;
  for (let v = ACE; v >= 2; v--) {
    const n = counts[v]!;
    if (n === 4) quads = v;
    else if (n === 3) {
      if (trips) secondTrips ||= v;
      else trips = v;
    } else if (n === 2) {
      if (pair) secondPair ||= v;
      else pair = v;
    }
  }
  if (quads) {
    topValues(values & ~(1 << quads), 1, kick, 0);
    return pack(FOUR_OF_A_KIND, quads, kick[0]);
  }
  if (trips && (secondTrips || pair)) return pack(FULL_HOUSE, trips, Math.max(secondTrips, pair));
  if (flushMask) {
    topValues(flushMask, 5, kick, 0);
    return pack(FLUSH, kick[0], kick[1], kick[2], kick[3], kick[4]);
  }
  const straight = straightHigh(values);
  if (straight) return pack(STRAIGHT, straight);
  if (trips) {
    topValues(values & ~(1 << trips), 2, kick, 0);
    return pack(THREE_OF_A_KIND, trips, kick[0], kick[1]);
  }
  if (pair && secondPair) {
    topValues(values & ~(1 << pair) & ~(1 << secondPair), 1, kick, 0);
    return pack(TWO_PAIR, pair, secondPair, kick[0]);
  }
  if (pair) {
    topValues(values & ~(1 << pair), 3, kick, 0);
    return pack(PAIR, pair, kick[0], kick[1], kick[2]);
  }
  topValues(values, 5, kick, 0);
  return pack(HIGH_CARD, kick[0], kick[1], kick[2], kick[3], kick[4]);
}
