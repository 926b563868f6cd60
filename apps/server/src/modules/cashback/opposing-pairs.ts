import type { OppositeBet } from '../../house';

/** One round two members bet opposite sides of: each one's spot and net stake, satang. */
export interface PairRound {
  roundId: string;
  gameCode: string;
  settledAt: Date;
  a: { spot: string; stake: bigint };
  b: { spot: string; stake: bigint };
}

/** Two members (`a` the smaller id) and the rounds they bet opposite sides of. */
export interface OpposingPair {
  a: string;
  b: string;
  rounds: PairRound[];
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * The pairs of members on opposite sides of the same rounds, keyed `pairKey`, each round once per pair
 * (docs/ABUSE.md 16.5). At a busy table every large player bet pairs with every large banker bet of the
 * round; only pairs that recur matter to the caller.
 */
export function opposingPairs(bets: readonly OppositeBet[]): Map<string, OpposingPair> {
  const byRound = new Map<string, OppositeBet[]>();
  for (const bet of bets) byRound.set(bet.roundId, [...(byRound.get(bet.roundId) ?? []), bet]);
  const pairs = new Map<string, OpposingPair>();
  for (const [roundId, round] of byRound) {
    for (const [i, x] of round.entries()) {
      for (const y of round.slice(i + 1)) {
        if (x.spot === y.spot) continue;
        const [a, b] = x.memberId < y.memberId ? [x, y] : [y, x];
        const key = pairKey(a.memberId, b.memberId);
        const pair = pairs.get(key) ?? { a: a.memberId, b: b.memberId, rounds: [] };
        pair.rounds.push({
          roundId,
          gameCode: a.gameCode,
          settledAt: a.settledAt,
          a: { spot: a.spot, stake: a.stake },
          b: { spot: b.spot, stake: b.stake },
        });
        pairs.set(key, pair);
      }
    }
  }
  return pairs;
}
