/**
 * A number as staff type it ("1,500.50", " 200 ") → the number, or NaN when it is not a plain positive
 * decimal; the contract's schema then checks the range and the satang.
 */
export function numberOf(input: unknown): number {
  if (typeof input === 'number') return input;
  const text = String(input ?? '')
    .trim()
    .replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
