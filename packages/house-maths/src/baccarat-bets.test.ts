import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaccaratHand, BaccaratOutcome } from './baccarat';
import { type BaccaratBetKind, bankerWinnings, settleHand } from './baccarat-bets';

/** Settlement only looks at the outcome and the pair flags, so the cards can stay empty. */
function hand(
  outcome: BaccaratOutcome,
  pairs: { playerPair?: boolean; bankerPair?: boolean } = {},
): BaccaratHand {
  return {
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    natural: false,
    outcome,
    playerPair: pairs.playerPair ?? false,
    bankerPair: pairs.bankerPair ?? false,
  };
}

const settle = (h: BaccaratHand, kind: BaccaratBetKind, stake: bigint) =>
  settleHand(h, { [kind]: stake }).bets[0];

describe('player, banker and tie bets', () => {
  it.each([
    // bet, outcome, result, return on a 100-baht (10,000-satang) stake
    ['player', 'player', 'win', 20_000n],
    ['player', 'banker', 'lose', 0n],
    ['player', 'tie', 'push', 10_000n],
    ['banker', 'banker', 'win', 19_500n],
    ['banker', 'player', 'lose', 0n],
    ['banker', 'tie', 'push', 10_000n],
    ['tie', 'tie', 'win', 90_000n],
    ['tie', 'player', 'lose', 0n],
    ['tie', 'banker', 'lose', 0n],
  ] as const)('%s bet, %s wins: %s, returns %s satang', (kind, outcome, result, returned) => {
    expect(settle(hand(outcome), kind, 10_000n)).toEqual({
      kind,
      stakeSatang: 10_000n,
      returnSatang: returned,
      result,
    });
  });
});

describe('pair bets', () => {
  it.each(['player', 'banker', 'tie'] as const)('pay 11:1 whatever the outcome (%s)', (outcome) => {
    const both = hand(outcome, { playerPair: true, bankerPair: true });
    expect(settle(both, 'playerPair', 500n)).toMatchObject({ result: 'win', returnSatang: 6_000n });
    expect(settle(both, 'bankerPair', 500n)).toMatchObject({ result: 'win', returnSatang: 6_000n });
  });

  it('lose on their own side only', () => {
    const playerOnly = hand('banker', { playerPair: true });
    expect(settle(playerOnly, 'playerPair', 500n)).toMatchObject({ result: 'win', returnSatang: 6_000n });
    expect(settle(playerOnly, 'bankerPair', 500n)).toMatchObject({ result: 'lose', returnSatang: 0n });
  });
});

describe('banker commission', () => {
  it.each([
    [100n, 195n],
    [2_000n, 3_900n],
    [1n, 1n], // 0.95 satang rounds down to nothing: still a win, just worth no more than the stake
    [15n, 29n], // 14.25 -> 14
    [2_999n, 5_848n], // 2,849.05 -> 2,849
    [10_001n, 19_501n], // 9,500.95 -> 9,500
  ])('a winning %s-satang banker bet returns %s satang', (stake, returned) => {
    expect(settle(hand('banker'), 'banker', stake)).toMatchObject({ result: 'win', returnSatang: returned });
  });

  it('takes 5% rounded down to the satang, never more than a satang off (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (stake) => {
        const winnings = bankerWinnings(stake);
        expect(100n * winnings).toBeLessThanOrEqual(95n * stake);
        expect(95n * stake).toBeLessThan(100n * (winnings + 1n));
        if (stake % 20n === 0n) expect(100n * winnings).toBe(95n * stake);
      }),
    );
  });
});

describe('settleHand', () => {
  it('settles several bets at once and totals stakes and returns', () => {
    const result = settleHand(hand('tie', { bankerPair: true }), {
      player: 1_000n,
      banker: 2_000n,
      tie: 300n,
      playerPair: 100n,
      bankerPair: 100n,
    });
    expect(result.bets.map((b) => [b.kind, b.result, b.returnSatang])).toEqual([
      ['player', 'push', 1_000n],
      ['banker', 'push', 2_000n],
      ['tie', 'win', 2_700n],
      ['playerPair', 'lose', 0n],
      ['bankerPair', 'win', 1_200n],
    ]);
    expect(result.stakeSatang).toBe(3_500n);
    expect(result.returnSatang).toBe(6_900n);
  });

  it('settles nothing when nothing was bet', () => {
    expect(settleHand(hand('player'), {})).toEqual({ bets: [], stakeSatang: 0n, returnSatang: 0n });
  });

  it.each([0n, -1n])('refuses a stake of %s satang', (stake) => {
    expect(() => settleHand(hand('player'), { player: stake })).toThrow(RangeError);
  });
});
