import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairRng, hashServerSeed, verify, type RandomSource } from '@chokdee/house-maths/provably-fair';
import { drawPrizeIndex, oddsPercent } from './draw';

/** The demo wheel's weights (seed/demo-content.ts), total 1000. */
const WEIGHTS = [300, 150, 30, 10, 250, 60, 200];
const SEEDS = { serverSeed: 'ab'.repeat(32), clientSeed: 'wheel-test' };

describe('drawPrizeIndex', () => {
  it('gives each segment exactly its weight over every value int(total) can take', () => {
    const total = WEIGHTS.reduce((a, b) => a + b, 0);
    const counts = WEIGHTS.map(() => 0);
    for (let r = 0; r < total; r += 1) {
      const fixed: RandomSource = { int: (n) => (expect(n).toBe(total), r) };
      counts[drawPrizeIndex(fixed, WEIGHTS)]! += 1;
    }
    expect(counts).toEqual(WEIGHTS);
  });

  it('follows the weights on the provably fair stream (chi-square, 100,000 nonces)', () => {
    const n = 100_000;
    const rng = new FairRng({ ...SEEDS, nonce: 0 });
    const counts = WEIGHTS.map(() => 0);
    for (let nonce = 0; nonce < n; nonce += 1) counts[drawPrizeIndex(rng.reset(nonce), WEIGHTS)]! += 1;
    const total = WEIGHTS.reduce((a, b) => a + b, 0);
    const chi2 = WEIGHTS.reduce((sum, w, i) => {
      const expected = (n * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 6 degrees of freedom: 22.46 is the 0.1 % critical value. Seeds are fixed, so this never flakes.
    expect(chi2).toBeLessThan(22.46);
  });

  it('is pinned for known seeds (changing the draw would break verification of past spins)', () => {
    const drawn = [0, 1, 2, 3, 4, 5, 6, 7].map((nonce) =>
      drawPrizeIndex(new FairRng({ ...SEEDS, nonce }), WEIGHTS),
    );
    expect(drawn).toEqual([6, 6, 0, 4, 0, 6, 0, 4]);
  });

  it('a revealed seed replays the spin through verify()', () => {
    const nonce = 42;
    const dealt = drawPrizeIndex(new FairRng({ ...SEEDS, nonce }), WEIGHTS);
    const round = { ...SEEDS, nonce, serverSeedHash: hashServerSeed(SEEDS.serverSeed) };
    expect(verify(round, (rng) => drawPrizeIndex(rng, WEIGHTS))).toEqual({ ok: true, outcome: dealt });
    expect(verify({ ...round, serverSeedHash: '0'.repeat(64) }, () => 0)).toEqual({
      ok: false,
      reason: 'server-seed-hash-mismatch',
    });
  });

  it('lands on the segment whose weight range holds the drawn number (property)', () => {
    const table = fc
      .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
      .filter((w) => w.some((x) => x > 0));
    fc.assert(
      fc.property(table, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (weights, u) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const r = Math.floor(u * total);
        const index = drawPrizeIndex({ int: () => r }, weights);
        const before = weights.slice(0, index).reduce((a, b) => a + b, 0);
        expect(weights[index]).toBeGreaterThan(0);
        expect(r >= before && r < before + weights[index]!).toBe(true);
      }),
    );
  });

  it('refuses a table without weight', () => {
    expect(() => drawPrizeIndex(new FairRng({ ...SEEDS, nonce: 0 }), [])).toThrow(RangeError);
  });
});

describe('oddsPercent', () => {
  it('shows each chance in percent', () => {
    expect(oddsPercent(WEIGHTS)).toEqual([30, 15, 3, 1, 25, 6, 20]);
    expect(oddsPercent([1, 2])).toEqual([33.33, 66.67]);
  });
});
