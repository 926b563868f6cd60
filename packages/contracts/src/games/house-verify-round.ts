import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { houseGame, houseOutcome } from './house-round';
import { houseClientSeed } from './house-rotate-seeds';

export const houseVerifyRound = defineCall({
  method: 'POST',
  path: '/house/api/verify',
  summary:
    'House provider, open to anyone: checks that a revealed server seed hashes to its commitment and replays ' +
    'the round of `nonce` from the seeds alone',
  body: z
    .object({
      game: houseGame,
      serverSeed: z.string().regex(/^[0-9a-f]{64}$/, { error: TH.serverSeedInvalid }),
      serverSeedHash: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: TH.serverSeedInvalid }),
      clientSeed: houseClientSeed,
      nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    })
    .strict(),
  response: okEnvelope(z.object({ hashMatches: z.boolean(), outcome: houseOutcome.nullable() })),
});
