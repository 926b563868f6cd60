import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { WHEEL_PRIZE_KINDS } from './wheel-prize';

export const verifyWheelSpin = defineCall({
  method: 'POST',
  path: '/prize-composite/v1/verify',
  summary:
    "Recheck one of the member's spins after its seed was revealed: SHA-256 of the server seed must equal the " +
    'commitment, and replaying the draw from the seeds and the prize table of that moment (given here with ' +
    'weights, so anyone can redo it) must land on the same segment. 409 while the seed is still secret',
  body: z.object({ spinId: z.uuid({ error: TH.wheelSpinNotFound }) }).strict(),
  response: okEnvelope(
    z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      hashMatches: z.boolean(),
      /** The table drawn from, in wheel order; the draw is int(sum of weights) walked through it. */
      prizes: z.array(
        z.object({
          label: z.string(),
          kind: z.enum(WHEEL_PRIZE_KINDS),
          amount: z.number(),
          weight: z.number(),
        }),
      ),
      storedIndex: z.number().int(),
      replayedIndex: z.number().int().nullable(),
      ok: z.boolean(),
    }),
  ),
});
