import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { TH } from '../messages';
import { houseFairness } from './house-round';
import { housePokerRound } from './house-poker-round';

const stake = z.number({ error: TH.houseStakeInvalid }).int({ error: TH.houseStakeInvalid }).min(1, {
  error: TH.houseStakeInvalid,
});

/** Whole baht: the video poker bet, or the hold'em ante with an optional AA bonus. */
export const housePokerDealBody = z.discriminatedUnion('game', [
  z.object({ game: z.literal('videoPoker'), bet: stake }).strict(),
  z.object({ game: z.literal('holdem'), ante: stake, aaBonus: stake.optional() }).strict(),
]);
export type HousePokerDealBody = z.infer<typeof housePokerDealBody>;

export const housePokerDeal = defineCall({
  method: 'POST',
  path: '/house/api/poker/deal',
  summary:
    'House provider: deals a poker round from the committed seeds and the next nonce and places its stake ' +
    'through the wallet. While the member has an open round of that game nothing is dealt or staked: the ' +
    'open round is answered with `resumed: true`',
  body: housePokerDealBody,
  response: okEnvelope(
    z.object({ round: housePokerRound, resumed: z.boolean(), balance: baht, fairness: houseFairness }),
  ),
});
