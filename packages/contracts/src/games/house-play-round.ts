import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { houseFairness, housePlayBody, houseRound } from './house-round';

export const housePlayRound = defineCall({
  method: 'POST',
  path: '/house/api/rounds',
  summary:
    'House provider: plays one round (house session token). The outcome comes from the committed seeds and ' +
    'the next nonce; the stake and the payout go through the seamless wallet API like any partner',
  body: housePlayBody,
  response: okEnvelope(z.object({ round: houseRound, balance: baht, fairness: houseFairness })),
});
