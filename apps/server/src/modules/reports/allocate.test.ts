import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate', () => {
  it('shares by weight, the leftover satang to the largest remainders', () => {
    expect(allocate(13_500n, [5_000n, 10_000n, 0n])).toEqual([4_500n, 9_000n, 0n]);
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(allocate(50n, [0n, 0n])).toEqual([0n, 0n]);
  });

  it('always adds up to the total when some weight is positive', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 10n }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          const positive = weights.some((w) => w > 0n);
          expect(parts.reduce((a, p) => a + p, 0n)).toBe(positive ? total : 0n);
          weights.forEach((w, i) => w === 0n && expect(parts[i]).toBe(0n));
        },
      ),
    );
  });
});
