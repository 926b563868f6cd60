import { type BaccaratHand, dealHand } from './baccarat';
import { type NagaDraw, drawNaga } from './naga';
import { type FairRng, type RevealedRound, type Verification, verify } from './provably-fair';
import { type SlotDraw, drawSlot } from './slot';
import { type TradingPath, drawPath } from './trading';

/**
 * What the member-facing verification page calls: given a revealed round of one house game, check
 * the commitment and replay the seeded outcome. Outcomes never depend on the bet, so the page needs
 * only the seeds and the nonce; the payout then follows from the paytable shown next to it.
 */

export const HOUSE_GAMES = ['slot', 'naga', 'baccarat', 'trading'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

export interface HouseOutcomes {
  slot: SlotDraw;
  naga: NagaDraw;
  baccarat: BaccaratHand;
  trading: TradingPath;
}

const draws: { [G in HouseGame]: (rng: FairRng) => HouseOutcomes[G] } = {
  slot: drawSlot,
  naga: drawNaga,
  baccarat: dealHand,
  trading: drawPath,
};

export function replayRound<G extends HouseGame>(
  game: G,
  round: RevealedRound,
): Verification<HouseOutcomes[G]> {
  const draw: (rng: FairRng) => HouseOutcomes[G] = draws[game];
  return verify(round, draw);
}
