import { describe, expect, it } from 'vitest';
import { settleRound } from './settle';

describe('settleRound', () => {
  it.each([
    ['a lost round', 1_000n, 0n, 0n, { result: 'lose', turnover: 1_000n }],
    ['a partly returned round is still lost', 1_000n, 0n, 950n, { result: 'lose', turnover: 1_000n }],
    ['a won round', 1_000n, 0n, 1_950n, { result: 'win', turnover: 1_000n }],
    [
      'a push (stake back in full) is a draw without turnover',
      1_000n,
      0n,
      1_000n,
      { result: 'draw', turnover: 0n },
    ],
    ['refunded bets do not count', 1_000n, 400n, 0n, { result: 'lose', turnover: 600n }],
    ['a draw on what was left after a refund', 1_000n, 400n, 600n, { result: 'draw', turnover: 0n }],
  ] as const)('%s', (_label, bet, refund, win, expected) => {
    expect(settleRound(bet, refund, win)).toEqual(expected);
  });
});

describe('settleRound: hedged rounds (several bets, or the partner says what was at risk)', () => {
  it.each([
    ['two opposing bets, one paid 1.95x: the 5 lost', 20_000n, 19_500n, { bets: 2 }, 500n],
    ['two bets both lost: the whole stake', 15_000n, 0n, { bets: 2 }, 15_000n],
    ['two bets, won more than the stake: at most the stake', 11_000n, 30_000n, { bets: 2 }, 11_000n],
    ['one bet: the whole stake, whatever the win', 10_000n, 19_500n, { bets: 1 }, 10_000n],
    ["the partner's figure within the stake", 20_000n, 19_500n, { bets: 1, partnerTurnover: 0n }, 0n],
    [
      "the partner's figure above the stake is ignored",
      10_000n,
      0n,
      { bets: 1, partnerTurnover: 50_000n },
      10_000n,
    ],
  ] as const)('%s', (_label, bet, win, seen, turnover) => {
    expect(settleRound(bet, 0n, win, seen).turnover).toBe(turnover);
  });

  it('a draw counts nothing, even with a partner figure', () => {
    expect(settleRound(20_000n, 0n, 20_000n, { bets: 2, partnerTurnover: 20_000n })).toEqual({
      result: 'draw',
      turnover: 0n,
    });
  });
});
