import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';
import { houseFairness } from './house-round';

export const houseClientSeed = plainText(
  z
    .string({ error: TH.clientSeedInvalid })
    .min(1, { error: TH.clientSeedInvalid })
    .max(64, { error: TH.clientSeedInvalid }),
);

export const houseRotateSeeds = defineCall({
  method: 'POST',
  path: '/house/api/seeds',
  summary:
    'House provider: reveals the current server seed (to recheck every round played with it) and commits a ' +
    'new one, nonce back to 0, with the given client seed (or a new random one)',
  body: z.object({ clientSeed: houseClientSeed.optional() }).strict(),
  response: okEnvelope(
    z.object({
      revealed: z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        /** Rounds played with the pair: nonces 0 to rounds - 1. */
        rounds: z.number().int(),
      }),
      fairness: houseFairness,
    }),
  ),
});
