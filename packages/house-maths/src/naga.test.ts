import { describe, expect, it } from 'vitest';
import { NAGA_LINES } from '@chokdee/contracts';
import { FairRng, type RandomSource } from './provably-fair';
import {
  NAGA_FREE_SPIN_CAP,
  NAGA_RETURN,
  NAGA_RTP,
  NAGA_STRIPS,
  NAGA_SYMBOLS,
  drawNaga,
  lineWin,
  nagaWinSatang,
} from './naga';

const index = Object.fromEntries(NAGA_SYMBOLS.map((s, i) => [s.code, i])) as Record<string, number>;
const win = (codes: string) => lineWin([...codes].map((c) => index[c]!));
const lotusStop = NAGA_STRIPS.map((strip) => strip.indexOf('S'));
/** A stop on reel r whose window (stop - 1 .. stop + 1) shows no lotus. */
const quietStop = lotusStop.map((s) => (s + 10) % 30);

/** A stream that answers the given stops in order, then the fallback for every later call. */
function stopsAt(stops: number[], fallback: (call: number) => number): RandomSource {
  let call = 0;
  return { int: () => (call < stops.length ? stops[call++]! : fallback(call++)) };
}

describe('naga lines and paytable', () => {
  it('has 20 distinct lines over rows 0 to 2', () => {
    expect(NAGA_LINES).toHaveLength(20);
    expect(new Set(NAGA_LINES.map((l) => l.join(''))).size).toBe(20);
    expect(NAGA_LINES.flat().every((row) => row >= 0 && row <= 2)).toBe(true);
  });

  it('keeps strips of 30 stops with one lotus each, and the documented symbol counts', () => {
    const counts = NAGA_STRIPS.map((strip) =>
      NAGA_SYMBOLS.map((s) => [...strip].filter((c) => c === s.code).length),
    );
    expect(counts).toEqual([
      [2, 1, 2, 2, 3, 3, 4, 4, 3, 3, 3],
      [3, 1, 2, 2, 3, 3, 3, 3, 4, 3, 3],
      [2, 1, 2, 3, 3, 3, 3, 4, 3, 3, 3],
      [2, 1, 2, 2, 3, 3, 3, 3, 4, 4, 3],
      [2, 1, 2, 2, 3, 3, 4, 3, 3, 4, 3],
    ]);
  });

  it.each([
    ['KKKQQ', 'K', 3, 5],
    ['KKKKQ', 'K', 4, 20],
    ['GGGGG', 'G', 5, 500],
    ['WGGGG', 'G', 5, 500], // the naga completes the gold
    ['AAWAA', 'A', 5, 100],
    ['WWWKQ', 'W', 3, 50], // three nagas (50) beat four kings (20)
    ['WWWWK', 'W', 4, 200],
    ['WWWWW', 'W', 5, 1000],
    ['WWWSK', 'W', 3, 50], // the lotus breaks the line, the nagas still pay
    ['WWGGQ', 'G', 4, 100],
  ])('%s pays %s x%i = %i line bets', (codes, code, count, pays) => {
    expect(win(codes)).toEqual({ symbol: index[code], count, pays });
  });

  it.each(['SKKKK', 'KSKKK', 'WWSKK', 'KKQQQ', 'TTJJJ', 'SSSSS'])('%s pays nothing', (codes) => {
    expect(win(codes)).toBeNull();
  });
});

describe('naga return to player', () => {
  it('is the documented base game, feature and total, between 95 % and 97 %', () => {
    expect(NAGA_RETURN).toMatchObject({
      combinations: 30 ** 5,
      linePaid: 17_549_130,
      scatterPaid: 515_160,
      basePaid: 18_064_290,
    });
    expect(NAGA_RETURN.scatterRtp).toBeCloseTo(0.0212, 12);
    expect(NAGA_RETURN.triggerProbability).toBeCloseTo(0.00856, 12);
    expect(NAGA_RETURN.freeSpinsPerSpin).toBeCloseTo(0.0964311, 6);
    expect(NAGA_RETURN.featureRtp).toBeCloseTo(0.2150567, 6);
    expect(NAGA_RTP).toBeCloseTo(0.9584432, 6);
    expect(NAGA_RTP).toBeGreaterThan(0.95);
    expect(NAGA_RTP).toBeLessThan(0.97);
  });

  it('has a feature length that a direct count of short features agrees with (no retrigger possible)', () => {
    // With the cap at the trigger's own award nothing can be added: the feature is exactly its award.
    const p = NAGA_RETURN.scatterWays.map((w) => w / NAGA_RETURN.combinations);
    const expected = 10 * p[3]! + 15 * p[4]! + 20 * p[5]!;
    // Retriggers only add spins, by at most (1 / (1 - 20 x P(trigger))) - 1 in relative terms.
    expect(NAGA_RETURN.freeSpinsPerSpin).toBeGreaterThan(expected);
    expect(NAGA_RETURN.freeSpinsPerSpin).toBeLessThan(expected / (1 - 20 * NAGA_RETURN.triggerProbability));
  });
});

describe('drawNaga', () => {
  it('plays a round without lotuses as one spin, paying its lines', () => {
    const draw = drawNaga(stopsAt(quietStop, () => 0));
    expect(draw.freeSpins).toEqual([]);
    expect(draw.scatter).toEqual({ count: 0, pays: 0 });
    expect(draw.window).toHaveLength(5);
    for (const column of draw.window) expect(column).toHaveLength(3);
    expect(draw.totalUnits).toBe(draw.lines.reduce((sum, l) => sum + l.pays, 0));
  });

  it('starts 10 free spins on 3 lotuses, tripling their wins, in the same round', () => {
    const base = [lotusStop[0]!, lotusStop[1]!, lotusStop[2]!, quietStop[3]!, quietStop[4]!];
    const draw = drawNaga(stopsAt(base, (call) => quietStop[call % 5]!));
    expect(draw.scatter).toEqual({ count: 3, pays: 2 });
    expect(draw.awarded).toBe(10);
    expect(draw.freeSpins).toHaveLength(10);
    for (const free of draw.freeSpins) {
      expect(free.multiplier).toBe(3);
      expect(free.units).toBe(3 * free.lines.reduce((sum, l) => sum + l.pays, 0));
    }
    expect(draw.units).toBe(draw.lines.reduce((sum, l) => sum + l.pays, 0) + 2 * 20);
    expect(draw.totalUnits).toBe(draw.units + draw.freeSpins.reduce((sum, f) => sum + f.units, 0));
  });

  it('retriggers up to 100 free spins in all, and no further', () => {
    const draw = drawNaga(stopsAt([], (call) => lotusStop[call % 5]!));
    expect(draw.scatter.count).toBe(5);
    expect(draw.freeSpins).toHaveLength(NAGA_FREE_SPIN_CAP);
    const awards = [draw.awarded, ...draw.freeSpins.map((f) => f.awarded)];
    expect(awards.reduce((a, b) => a + b, 0)).toBe(NAGA_FREE_SPIN_CAP);
    expect(awards.slice(0, 6)).toEqual([20, 20, 20, 20, 20, 0]);
  });

  it('pays bet x units / 20 exactly in satang for every whole-baht bet', () => {
    const rng = new FairRng({ serverSeed: 'c4'.repeat(32), clientSeed: 'naga', nonce: 0 });
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const draw = drawNaga(rng.reset(nonce));
      for (const baht of [1n, 7n, 20n, 999n]) {
        expect((baht * 100n * BigInt(draw.totalUnits)) % 20n).toBe(0n);
        expect(nagaWinSatang(draw, baht * 100n)).toBe(baht * 5n * BigInt(draw.totalUnits));
      }
    }
    expect(() => nagaWinSatang({ totalUnits: 1 }, 0n)).toThrow(RangeError);
  });

  it('keeps the pinned stops of known rounds (changing them would break verification of old rounds)', () => {
    const rng = new FairRng({
      serverSeed: '9f2c4e1a7b3d5f60812a4c6e8b0d2f4163857a9cbedf0213243546576879a8bc',
      clientSeed: 'chokdee',
      nonce: 0,
    });
    const stops = [0, 1, 2].map((nonce) => drawNaga(rng.reset(nonce)).stops);
    expect(stops).toEqual([
      [3, 18, 19, 22, 18],
      [22, 25, 8, 14, 4],
      [24, 8, 7, 26, 27],
    ]);
  });
});
