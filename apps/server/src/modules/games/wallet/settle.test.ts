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
