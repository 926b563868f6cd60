import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { PLAY_LIMIT_FIELDS, playLimits } from './get-play-limits';

export const confirmPlayLimit = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/play-limits/confirm',
  summary:
    'Confirms a pending raise or removal of one limit (docs/decisions/097-limit-raise-confirmed-after-wait.md): ' +
    'applied only at or after its `effectiveAt` (24 hours after the request); before it, or with nothing ' +
    'pending for the field, refused (409). Answers the limits as GET does.',
  body: z.object({ field: z.enum(PLAY_LIMIT_FIELDS, { error: TH.invalidRequest }) }).strict(),
  response: okEnvelope(playLimits),
});
