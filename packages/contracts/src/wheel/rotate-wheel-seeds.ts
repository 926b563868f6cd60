import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { wheelClientSeed, wheelFairness } from './wheel-prize';

export const rotateWheelSeeds = defineCall({
  method: 'POST',
  path: '/prize-composite/v1/seeds',
  summary:
    'Reveal the current wheel server seed (so every spin made with it can be rechecked) and commit a new one, ' +
    'nonce back to 0, with the given client seed (or a new random one)',
  body: z.object({ clientSeed: wheelClientSeed.optional() }).strict(),
  response: okEnvelope(
    z.object({
      revealed: z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        /** Spins made with the pair: nonces 0 to spins - 1. */
        spins: z.number().int(),
      }),
      fairness: wheelFairness,
    }),
  ),
});
