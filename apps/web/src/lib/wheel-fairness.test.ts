import { describe, expect, it } from 'vitest';
import { formatOdds, sha256Hex } from './wheel-fairness';

describe('wheel fairness helpers', () => {
  it('formats odds with at most 2 decimals', () => {
    expect(formatOdds(30)).toBe('30%');
    expect(formatOdds(0.5)).toBe('0.5%');
    expect(formatOdds(100 / 3)).toBe('33.33%');
    expect(formatOdds(Number.NaN)).toBe('0%');
  });
  it('hashes the seed text like sha256sum', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
