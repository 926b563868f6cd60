import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { liveResult, liveShoeInfo, liveStep } from './live-events';
import { liveKind } from './live-paytables';

export const liveShoeRound = z.object({
  roundNo: z.number().int(),
  handNo: z.number().int(),
  steps: z.array(liveStep),
  result: liveResult,
});

export const liveVerifyShoe = defineCall({
  method: 'GET',
  path: '/house/api/live/shoes/:shoeId',
  summary:
    'House provider: a live shoe for verification: its seed hash, and once the shoe has ended its server ' +
    'seed and every round it dealt, so the page can replay the whole shoe from the seeds',
  response: okEnvelope(
    liveShoeInfo.extend({
      tableId: z.string(),
      kind: liveKind,
      /** null while the shoe is still being dealt. */
      serverSeed: z.string().nullable(),
      rounds: z.array(liveShoeRound),
    }),
  ),
});
