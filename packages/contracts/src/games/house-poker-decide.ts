import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { TH } from '../messages';
import { houseFairness } from './house-round';
import { housePokerRound } from './house-poker-round';

const roundId = z.string({ error: TH.invalidRequest }).uuid({ error: TH.invalidRequest });

/**
 * The member's one decision on an open round: video poker's hold (per dealt card, true = keep), or
 * Casino Hold'em's call (a second stake of 2 × ante) or fold.
 */
export const housePokerDecideBody = z.union([
  z.object({ roundId, hold: z.array(z.boolean()).length(5) }).strict(),
  z.object({ roundId, action: z.enum(['call', 'fold']) }).strict(),
]);
export type HousePokerDecideBody = z.infer<typeof housePokerDecideBody>;

export const housePokerDecide = defineCall({
  method: 'POST',
  path: '/house/api/poker/decide',
  summary:
    'House provider: decides an open poker round and settles it through the wallet. 409 when the round was ' +
    'decided already (a second or parallel decision) or when the credit does not cover the call (the round ' +
    'stays open: fold, or top up and call again)',
  body: housePokerDecideBody,
  response: okEnvelope(z.object({ round: housePokerRound, balance: baht, fairness: houseFairness })),
});
