import { describe, expect, it } from 'vitest';
import { atRiskOf, BACCARAT_OPPOSITES } from './at-risk';

describe('atRiskOf: the one hedging rule', () => {
  it('counts each opposite pair by its difference and every other spot in full', () => {
    expect(atRiskOf({ player: 1_000, banker: 1_000 }, BACCARAT_OPPOSITES)).toBe(0);
    expect(atRiskOf({ player: 1_000, banker: 300, tie: 50 }, BACCARAT_OPPOSITES)).toBe(750);
    expect(atRiskOf({ banker: 200, playerPair: 10, bankerPair: undefined }, BACCARAT_OPPOSITES)).toBe(210);
    expect(
      atRiskOf({ dragon: 500, tiger: 100, high: 40, low: 40 }, [
        ['dragon', 'tiger'],
        ['high', 'low'],
      ]),
    ).toBe(400);
    expect(atRiskOf({ fish: 30, crab: 20 }, [])).toBe(50);
  });
});
