import { describe, expect, it } from 'vitest';
import { FairRng, type RandomSource } from './provably-fair';
import {
  SLOT_HIT_FREQUENCY,
  SLOT_RETURN,
  SLOT_RTP,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  drawSlot,
  lineMultiplier,
  multiplierAtStops,
  spin,
} from './slot';

const index = Object.fromEntries(SLOT_SYMBOLS.map((s, i) => [s.code, i])) as Record<string, number>;
const line = (codes: string) => [...codes].map((c) => index[c]!) as [number, number, number];

/** A stream that answers the given stops, to put the reels exactly where a test wants them. */
const stopsAt = (...stops: number[]): RandomSource => ({ int: () => stops.shift()! });

describe('slot return to player', () => {
  it('is between 95% and 97%, exactly (integer arithmetic over all 32,768 stop combinations)', () => {
    const { paid, combinations } = SLOT_RETURN;
    expect(combinations).toBe(32 ** 3);
    expect(100 * paid).toBeGreaterThanOrEqual(95 * combinations);
    expect(100 * paid).toBeLessThanOrEqual(97 * combinations);
  });

  it('is the 31,442 / 32,768 and 10,038 hits documented in slot.ts', () => {
    expect(SLOT_RETURN.paid).toBe(31_442);
    expect(SLOT_RTP).toBe(0.95953369140625);
    expect(SLOT_RETURN.hits).toBe(10_038);
    expect(SLOT_HIT_FREQUENCY).toBeCloseTo(0.3063, 4);
  });

  it('matches a recount from the documented symbol counts and paytable, paying the best rule', () => {
    // Independent of lineMultiplier's rule order: every applicable rule is listed, the maximum paid.
    const threeOfAKind = [300, 80, 40, 20, 10, 8, 5];
    const pay = (a: number, b: number, c: number) =>
      Math.max(
        a === b && b === c ? threeOfAKind[a]! : 0,
        a === 6 && b === 6 ? 3 : 0,
        a >= 4 && b >= 4 && c >= 4 ? 2 : 0,
      );
    const counts = SLOT_STRIPS.map((strip) =>
      SLOT_SYMBOLS.map((s) => [...strip].filter((c) => c === s.code).length),
    );
    expect(counts).toEqual([
      [1, 2, 3, 5, 6, 7, 8],
      [1, 2, 3, 5, 7, 7, 7],
      [1, 2, 3, 5, 7, 8, 6],
    ]);
    let paid = 0;
    for (let a = 0; a < 7; a++)
      for (let b = 0; b < 7; b++)
        for (let c = 0; c < 7; c++) paid += counts[0]![a]! * counts[1]![b]! * counts[2]![c]! * pay(a, b, c);
    expect(paid).toBe(SLOT_RETURN.paid);
  });
});

describe('slot paytable', () => {
  it.each([
    ['777', 300],
    ['EEE', 80],
    ['CCC', 40],
    ['LLL', 20],
    ['DDD', 10],
    ['MMM', 8],
    ['KKK', 5],
    ['KK7', 3],
    ['KKD', 3], // the pair (3) beats the mixed fruits (2)
    ['DMK', 2],
    ['MKD', 2],
    ['K7K', 0], // the pair only counts on reels 1 and 2
    ['7KK', 0],
    ['77E', 0],
    ['LLD', 0],
  ])('%s pays %i', (codes, pay) => {
    expect(lineMultiplier(...line(codes))).toBe(pay);
  });
});

describe('spin', () => {
  it('pays bet x multiplier in whole satang and reports the rule', () => {
    // Stops 13, 13, 14 put the three sevens on the pay line.
    const result = spin(stopsAt(13, 13, 14), 2_500n);
    expect(result.line).toEqual(['seven', 'seven', 'seven']);
    expect(result).toMatchObject({ multiplier: 300, rule: 'three-of-a-kind', winSatang: 750_000n });
    const loss = spin(stopsAt(13, 0, 0), 2_500n);
    expect(loss).toMatchObject({ multiplier: 0, rule: null, winSatang: 0n });
  });

  it('shows the stops above and below, wrapping around the strip', () => {
    const draw = drawSlot(stopsAt(0, 31, 5));
    const sym = (reel: number, stop: number) => SLOT_SYMBOLS[index[SLOT_STRIPS[reel]![stop]!]!]!.id;
    expect(draw.window[0]).toEqual([sym(0, 31), sym(0, 0), sym(0, 1)]);
    expect(draw.window[1]).toEqual([sym(1, 30), sym(1, 31), sym(1, 0)]);
    expect(draw.window[2]).toEqual([sym(2, 4), sym(2, 5), sym(2, 6)]);
    expect(draw.line).toEqual(draw.window.map((column) => column[1]));
    expect(draw.multiplier).toBe(multiplierAtStops(0, 31, 5));
  });

  it('is the same spin for the same seeds and nonce', () => {
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'member-1', nonce: 42 };
    expect(spin(new FairRng(seeds), 100n)).toEqual(spin(new FairRng(seeds), 100n));
  });

  it('keeps the pinned stops of known rounds (changing them would break verification of old rounds)', () => {
    const rng = new FairRng({
      serverSeed: '9f2c4e1a7b3d5f60812a4c6e8b0d2f4163857a9cbedf0213243546576879a8bc',
      clientSeed: 'chokdee',
      nonce: 0,
    });
    const stops = [0, 1, 2, 3, 4].map((nonce) => drawSlot(rng.reset(nonce)).stops);
    expect(stops).toEqual([
      [5, 2, 7],
      [24, 5, 10],
      [18, 0, 25],
      [25, 4, 23],
      [5, 5, 31],
    ]);
  });

  it.each([0n, -100n])('refuses a bet of %s satang', (bet) => {
    expect(() => spin(stopsAt(0, 0, 0), bet)).toThrow(RangeError);
  });
});
