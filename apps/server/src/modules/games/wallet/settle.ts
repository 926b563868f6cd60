/**
 * How a round's result and turnover follow from its amounts when its win arrives
 * (docs/decisions/054-turnover-stake-at-risk.md): bets net of refunds are what was at stake; a win equal to it is a draw (push: the bets came
 * back in full) and counts no turnover. Otherwise turnover is the stake really at risk, so opposing bets
 * in one round (player and banker, up and down) cannot clear a bonus or earn tickets almost risk-free:
 * - the partner's own figure (`turnover` on the win call) when it is within the stake;
 * - else, a round of several bets counts at most its net result, min(stake, |stake − win|): the wallet
 *   cannot tell opposing bets from others, and a hedge shows as a small net result;
 * - else (one bet) the whole stake, won or lost.
 */
export type RoundResult = 'win' | 'lose' | 'draw';

export interface RoundSeen {
  /** Accepted bets of the round still standing (not rolled back). */
  bets?: number;
  /** The partner's turnover figure, if its win call sent one. */
  partnerTurnover?: bigint;
}

export function settleRound(
  bet: bigint,
  refund: bigint,
  win: bigint,
  seen: RoundSeen = {},
): { result: RoundResult; turnover: bigint } {
  const stake = bet - refund;
  if (win === stake) return { result: 'draw', turnover: 0n };
  const result = win > stake ? 'win' : 'lose';
  const { bets = 1, partnerTurnover } = seen;
  if (partnerTurnover !== undefined && partnerTurnover <= stake) return { result, turnover: partnerTurnover };
  if (bets <= 1) return { result, turnover: stake };
  const net = stake > win ? stake - win : win - stake;
  return { result, turnover: net < stake ? net : stake };
}
