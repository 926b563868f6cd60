import { describe, expect, it } from 'vitest';
import { parseCards, suitIndex, valueOf } from './cards';
import { HAND_CATEGORIES, categoryOf, handNameOf, handScore } from './hand-rank';

/**
 * The evaluator against the rules: every category with its kickers, the wheel, ties; against a plain
 * brute-force reference on random hands; and the exact count of each category over all 2,598,960 hands.
 */
const score = (text: string) => handScore(parseCards(text));
const name = (text: string) => handNameOf(score(text));

/** A slow, obvious reference: sort by (count, value), then classify; the same packed score. */
function reference5(cards: number[]): number {
  const values = cards.map(valueOf);
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = new Set(cards.map(suitIndex)).size === 1;
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let straightHigh = 0;
  if (distinct.length === 5) {
    if (distinct[0]! - distinct[4]! === 4) straightHigh = distinct[0]!;
    else if (distinct.join() === '14,5,4,3,2') straightHigh = 5;
  }
  const shape = groups.map((g) => g[1]).join('');
  const category =
    straightHigh && flush
      ? 8
      : shape === '41'
        ? 7
        : shape === '32'
          ? 6
          : flush
            ? 5
            : straightHigh
              ? 4
              : shape === '311'
                ? 3
                : shape === '221'
                  ? 2
                  : shape === '2111'
                    ? 1
                    : 0;
  const kickers =
    straightHigh && (category === 8 || category === 4) ? [straightHigh] : groups.map((g) => g[0]);
  let packed = category;
  for (let i = 0; i < 5; i++) packed = packed * 16 + (kickers[i] ?? 0);
  return packed;
}

function best5of(cards: number[]): number {
  let best = -1;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++)
            best = Math.max(best, reference5([cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]));
  return best;
}

/** A seeded generator, so a failure replays. */
function randomHand(next: () => number, size: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(next() * (52 - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, size);
}
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('hand ranks', () => {
  it('names every category', () => {
    expect(name('As Ks Qs Js Ts')).toBe('royalFlush');
    expect(name('9h Kh Qh Jh Th')).toBe('straightFlush');
    expect(name('5d 4d 3d 2d Ad')).toBe('straightFlush');
    expect(name('7c 7d 7h 7s 2c')).toBe('fourOfAKind');
    expect(name('Qc Qd Qh 9s 9c')).toBe('fullHouse');
    expect(name('2h 9h Jh 4h Kh')).toBe('flush');
    expect(name('6c 7d 8h 9s Tc')).toBe('straight');
    expect(name('Ac 2d 3h 4s 5c')).toBe('straight');
    expect(name('Ac Kd Qh Js Tc')).toBe('straight');
    expect(name('8c 8d 8h Ks 2c')).toBe('threeOfAKind');
    expect(name('8c 8d 3h 3s Ac')).toBe('twoPair');
    expect(name('Jc Jd 3h 5s Ac')).toBe('pair');
    expect(name('Jc 9d 3h 5s Ac')).toBe('highCard');
  });

  it('orders the categories and breaks ties by the kickers', () => {
    const ladder = [
      'Jc 9d 3h 5s Ac',
      'Jc Jd 3h 5s Ac',
      '8c 8d 3h 3s Ac',
      '8c 8d 8h Ks 2c',
      '6c 7d 8h 9s Tc',
      '2h 9h Jh 4h Kh',
      'Qc Qd Qh 9s 9c',
      '7c 7d 7h 7s 2c',
      '9h Kh Qh Jh Th',
      'As Ks Qs Js Ts',
    ];
    const scores = ladder.map(score);
    expect(scores.map(categoryOf)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8]);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]!);
    // The wheel is the lowest straight: the ace counts as one.
    expect(score('Ac 2d 3h 4s 5c')).toBeLessThan(score('2c 3d 4h 5s 6c'));
    expect(score('5d 4d 3d 2d Ad')).toBeLessThan(score('6d 5d 4d 3d 2d'));
    // Kickers, in order.
    expect(score('Jc Jd 3h 5s Ac')).toBeGreaterThan(score('Jh Js 4h 5d Kc'));
    expect(score('Jc Jd 3h 6s Ac')).toBeGreaterThan(score('Jh Js 4h 5d Ac'));
    expect(score('8c 8d 3h 3s Ac')).toBeGreaterThan(score('8h 8s 3c 3d Kc'));
    expect(score('8c 8d 4h 4s 2c')).toBeGreaterThan(score('8h 8s 3c 3d Ac'));
    expect(score('Qc Qd Qh 2s 2c')).toBeGreaterThan(score('Jc Jd Jh As Ac'));
    expect(score('7c 7d 7h 7s Ac')).toBeGreaterThan(score('7c 7d 7h 7s Kc'));
    expect(score('Ah 9h Jh 4h 2h')).toBeGreaterThan(score('Kh Qh Jh 9h 7h'));
    // Ties: same values in other suits.
    expect(score('Ac Kd Qh Js 9c')).toBe(score('Ad Kh Qs Jc 9d'));
    expect(score('Tc Td 5h 5s 2c')).toBe(score('Th Ts 5c 5d 2d'));
  });

  it('takes the best five of seven cards', () => {
    expect(name('As Ks 2d 3c Qs Js Ts')).toBe('royalFlush');
    expect(name('2h 2d 2c 9s 9c 9d 4h')).toBe('fullHouse');
    expect(score('2h 2d 2c 9s 9c 9d 4h')).toBe(score('9s 9c 9d 2h 2d 4c 3c'));
    expect(name('Ah 2d 3c 4s 5h Kd Kc')).toBe('straight');
    expect(name('6h 7h 8h 9h Th Jh 2c')).toBe('straightFlush');
    // The third pair only kicks: K K 8 8 5 5 A plays K K 8 8 A.
    expect(score('Kh Kd 8c 8s 5h 5d Ac')).toBe(score('Kh Kd 8c 8s Ac'));
    expect(score('Kh Kd 8c 8s 5h 5d 2c')).toBe(score('Kh Kd 8c 8s 5h'));
    // A flush and a straight of different cards: the flush.
    expect(name('2h 5h 9h Jh Kh Td Qc')).toBe('flush');
  });

  it('agrees with the brute-force reference on 20,000 random 5-card and 7-card hands', () => {
    const next = mulberry32(2024);
    for (let i = 0; i < 20_000; i++) {
      const five = randomHand(next, 5);
      expect(handScore(five)).toBe(reference5(five));
      const seven = randomHand(next, 7);
      expect(handScore(seven)).toBe(best5of(seven));
    }
    const six = randomHand(next, 6);
    expect(handScore(six)).toBe(best5of(six));
  });

  it('counts each category over all 2,598,960 hands exactly as combinatorics does', () => {
    const counts = new Array<number>(HAND_CATEGORIES.length + 1).fill(0);
    const hand = [0, 0, 0, 0, 0];
    let royals = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              hand[0] = a;
              hand[1] = b;
              hand[2] = c;
              hand[3] = d;
              hand[4] = e;
              const s = handScore(hand);
              counts[categoryOf(s)]! += 1;
              if (handNameOf(s) === 'royalFlush') royals++;
            }
    expect(counts.slice(0, 9)).toEqual([
      1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
    ]);
    expect(royals).toBe(4);
  });
});
