/** Two spots of one round that hedge each other: when one wins the other loses (a tie may push both). */
export type Opposites = readonly (readonly [string, string])[];

/** Player against banker, in the house baccarat and at the live baccarat tables alike. */
export const BACCARAT_OPPOSITES: Opposites = [['player', 'banker']];

/**
 * The one hedging rule of the house games (house baccarat, every live table): whole baht of one round's bets
 * really at risk, each pair of opposite spots counting only its difference (player 1,000 against banker
 * 1,000 risks the commission, not 2,000), every other spot in full. Sent to the wallet as the win's
 * turnover, so opposing bets cannot clear a bonus or earn tickets (docs/ABUSE.md 4). The wallet's own
 * judge, for partners whose bets it cannot see, is `settleRound` (wallet/settle.ts).
 */
export function atRiskOf(bets: Readonly<Record<string, number | undefined>>, opposites: Opposites): number {
  const paired = new Set(opposites.flat());
  let sum = 0;
  for (const [a, b] of opposites) sum += Math.abs((bets[a] ?? 0) - (bets[b] ?? 0));
  for (const [code, baht] of Object.entries(bets)) if (!paired.has(code)) sum += baht ?? 0;
  return sum;
}
