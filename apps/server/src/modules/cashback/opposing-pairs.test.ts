import { describe, expect, it } from 'vitest';
import type { OppositeBet } from '../../house';
import { opposingPairs, pairKey } from './opposing-pairs';

const at = new Date('2025-02-03T03:30:00Z');
const bet = (memberId: string, roundId: string, spot: string, baht: number): OppositeBet => ({
  memberId,
  roundId,
  gameCode: 'live-baccarat',
  settledAt: at,
  spot,
  stake: BigInt(baht) * 100n,
});

describe('opposingPairs', () => {
  it('pairs each large player bet of a round with each large banker bet, never same-side bets', () => {
    const pairs = opposingPairs([
      bet('m1', 'r1', 'player', 10_000),
      bet('m2', 'r1', 'banker', 10_000),
      bet('m3', 'r1', 'player', 5_000),
      bet('m2', 'r2', 'player', 2_000),
      bet('m1', 'r2', 'banker', 3_000),
    ]);
    expect([...pairs.keys()].sort()).toEqual([pairKey('m1', 'm2'), pairKey('m2', 'm3')].sort());
    expect(pairs.get(pairKey('m2', 'm1'))).toEqual({
      a: 'm1',
      b: 'm2',
      rounds: [
        {
          roundId: 'r1',
          gameCode: 'live-baccarat',
          settledAt: at,
          a: { spot: 'player', stake: 1_000_000n },
          b: { spot: 'banker', stake: 1_000_000n },
        },
        {
          roundId: 'r2',
          gameCode: 'live-baccarat',
          settledAt: at,
          a: { spot: 'banker', stake: 300_000n },
          b: { spot: 'player', stake: 200_000n },
        },
      ],
    });
  });
});
