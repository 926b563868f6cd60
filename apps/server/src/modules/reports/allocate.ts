/**
 * Shares `total` satang between rows in proportion to their weights, exactly: each row gets the floor of
 * its share and the satang left over go to the largest remainders (ties to the earlier row), so the parts
 * add up to the total. Rows of weight 0 get nothing; when every weight is 0 nothing is shared.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, w) => a + (w > 0n ? w : 0n), 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const negative = total < 0n;
  const amount = negative ? -total : total;
  const parts = weights.map((w) => (w > 0n ? (amount * w) / sum : 0n));
  const remainders = weights.map((w, i) => ({ i, r: w > 0n ? (amount * w) % sum : -1n }));
  let left = amount - parts.reduce((a, p) => a + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return negative ? parts.map((p) => -p) : parts;
}
