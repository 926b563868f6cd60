/**
 * Percents of site config (e.g. 5 or 0.5) as whole millionths of the base, so money is computed in
 * integers: 0.5 % = 5,000 ppm. Finer percents than 0.0001 are rounded to it.
 */
export function ratePpm(percent: number): number {
  return Math.max(0, Math.round(percent * 10_000));
}

/** Satang paid on `base` satang at `ppm`, rounded down (the site never pays a fraction of a satang). */
export function applyRate(base: bigint, ppm: number): bigint {
  return base <= 0n || ppm <= 0 ? 0n : (base * BigInt(ppm)) / 1_000_000n;
}

/** The percent a stored rate stands for, for display. */
export const percentOf = (ppm: number) => ppm / 10_000;
