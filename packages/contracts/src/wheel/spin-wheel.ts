import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { wheelFairness, wheelPrize } from './wheel-prize';

export const spinWheel = defineCall({
  method: 'POST',
  path: '/prize-composite/v1/spins',
  summary:
    'Spend one spin ticket and draw a prize on the server (provably fair: HMAC-SHA256 of the committed ' +
    'server seed over `clientSeed:nonce:cursor`, weighted by the prize table). `message` is the popup text, ' +
    '`data.prize.index` the segment to stop on, `data.fairness` the seeds this spin used. The prize is paid in ' +
    'the same transaction (CREDIT to the game wallet, COIN to the prize coins). No ticket: 409, nothing moves',
  body: z.object({ OpenBox: z.literal('box_1', { error: TH.wheelBoxInvalid }) }).strict(),
  response: okEnvelope(
    z.object({
      spinId: z.string(),
      prize: wheelPrize,
      ticketsLeft: z.number().int(),
      fairness: wheelFairness,
    }),
  ),
});
