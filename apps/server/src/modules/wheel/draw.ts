import type { RandomSource } from '@chokdee/house-maths/provably-fair';

/**
 * The wheel's draw: one whole number r = int(total weight) from the provably fair stream, then the
 * first segment (in wheel order) whose running weight sum passes r. Each segment wins with exactly
 * weight / total (int() is unbiased), which is the chance the wheel shows as `odds`.
 */
export function drawPrizeIndex(rng: RandomSource, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total < 1) throw new RangeError('the wheel needs a positive total weight');
  let r = rng.int(total);
  for (const [i, w] of weights.entries()) {
    if (r < w) return i;
    r -= w;
  }
  throw new Error('unreachable: r < total');
}

/** Each segment's chance in percent, rounded to 2 decimals for display. */
export function oddsPercent(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total > 0 ? Math.round((w * 10_000) / total) / 100 : 0));
}
