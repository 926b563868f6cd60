import { describe, expect, it } from 'vitest';
import { FairRng, type RandomSource } from './provably-fair';
import {
  TRADING_ALL_WAYS,
  TRADING_FLAT_WAYS,
  TRADING_MAX_STEP,
  TRADING_RTP,
  TRADING_START_PRICE,
  TRADING_TICKS,
  type TradingPath,
  drawPath,
  settleTrade,
} from './trading';

/** A stream answering the given int() draws: draw d moves the price by d - 50 points. */
const draws = (...values: number[]): RandomSource => ({ int: () => values.shift()! });
const path = (move: TradingPath['move']): TradingPath => ({ prices: [], move });

describe('trading return to player', () => {
  it('recounts the flat-ending step sequences by convolution', () => {
    let ways = new Map<number, bigint>([[0, 1n]]);
    for (let tick = 0; tick < TRADING_TICKS; tick++) {
      const next = new Map<number, bigint>();
      for (const [sum, count] of ways)
        for (let step = -TRADING_MAX_STEP; step <= TRADING_MAX_STEP; step++)
          next.set(sum + step, (next.get(sum + step) ?? 0n) + count);
      ways = next;
    }
    expect(ways.get(0)).toBe(TRADING_FLAT_WAYS);
    expect([...ways.values()].reduce((a, b) => a + b)).toBe(TRADING_ALL_WAYS);
    // Symmetry: ending up by s is exactly as likely as ending down by s.
    for (const [sum, count] of ways) expect(ways.get(-sum)).toBe(count);
  });

  it('is 97.5% + 2.5% x P(flat) = 97.5107%', () => {
    const win = (TRADING_ALL_WAYS - TRADING_FLAT_WAYS) / 2n;
    expect((TRADING_ALL_WAYS - TRADING_FLAT_WAYS) % 2n).toBe(0n);
    // Exact rational: (1.95 win + 1 flat) / all, compared in integers scaled by 10^6.
    const scaled = ((195n * win + 100n * TRADING_FLAT_WAYS) * 10_000_000n) / (100n * TRADING_ALL_WAYS);
    expect(scaled).toBe(9_751_065n);
    expect(TRADING_RTP).toBeCloseTo(0.9751065, 7);
  });
});

describe('drawPath', () => {
  it('moves the price by int(101) - 50 points per tick, for 10 ticks', () => {
    const result = drawPath(draws(100, 0, 50, 75, 25, 50, 50, 50, 50, 51));
    expect(result.prices).toEqual([
      100_000, 100_050, 100_000, 100_000, 100_025, 100_000, 100_000, 100_000, 100_000, 100_000, 100_001,
    ]);
    expect(result.move).toBe('up');
  });

  it('calls the move from the last price against the start', () => {
    expect(drawPath(draws(...new Array(10).fill(50))).move).toBe('flat');
    expect(drawPath(draws(...new Array(9).fill(50), 49)).move).toBe('down');
  });

  it('stays within 50 points a tick, deterministically from the seeds', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'member', nonce: 9 };
    const a = drawPath(new FairRng(seeds));
    expect(drawPath(new FairRng(seeds))).toEqual(a);
    expect(a.prices).toHaveLength(TRADING_TICKS + 1);
    expect(a.prices[0]).toBe(TRADING_START_PRICE);
    for (let i = 1; i < a.prices.length; i++)
      expect(Math.abs(a.prices[i]! - a.prices[i - 1]!)).toBeLessThanOrEqual(50);
  });
});

describe('settleTrade', () => {
  it.each([
    ['up', 'up', 'win', 195n],
    ['down', 'down', 'win', 195n],
    ['up', 'down', 'lose', 0n],
    ['down', 'up', 'lose', 0n],
    ['flat', 'up', 'push', 100n],
    ['flat', 'down', 'push', 100n],
  ] as const)('price %s, called %s: %s, returns %s on 100 satang', (move, call, result, returnSatang) => {
    expect(settleTrade(path(move), call, 100n)).toEqual({ result, returnSatang });
  });

  it.each([
    [1n, 1n],
    [10n, 19n],
    [33n, 64n], // 64.35 -> 64
    [2_000n, 3_900n],
  ])('rounds a win on %s satang down to %s satang', (stake, returned) => {
    expect(settleTrade(path('up'), 'up', stake).returnSatang).toBe(returned);
  });

  it.each([0n, -5n])('refuses a stake of %s', (stake) => {
    expect(() => settleTrade(path('up'), 'up', stake)).toThrow(RangeError);
  });
});
