/**
 * How a round's result and turnover follow from its amounts when its win arrives (docs/DECISIONS.md
 * "Games"): bets net of refunds are what was at stake; a win equal to it is a draw (push: the bets came
 * back in full) and counts no turnover; otherwise the whole stake counts, won or lost.
 */
export type RoundResult = 'win' | 'lose' | 'draw';

export function settleRound(
  bet: bigint,
  refund: bigint,
  win: bigint,
): { result: RoundResult; turnover: bigint } {
  const stake = bet - refund;
  if (win === stake) return { result: 'draw', turnover: 0n };
  return { result: win > stake ? 'win' : 'lose', turnover: stake };
}
