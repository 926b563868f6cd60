import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { adminDepositChannel } from './deposit-channel';

const invalid = { error: TH.invalidRequest };

/**
 * Every channel's id, active or not, in the new display order. The whole list, not a move: a list read
 * before another staff member added a channel is refused (409) rather than leaving that one anywhere.
 */
export const adminOrderDepositChannelsBody = z
  .object({
    ids: z
      .array(z.uuid(invalid), invalid)
      .min(1, invalid)
      .max(500, invalid)
      .refine((ids) => new Set(ids).size === ids.length, invalid),
  })
  .strict();
export type AdminOrderDepositChannelsBody = z.infer<typeof adminOrderDepositChannelsBody>;

export const adminOrderDepositChannels = defineCall({
  method: 'PUT',
  path: '/admin/v1/deposit-channels/order',
  summary:
    'Operator: the display order of every receiving channel at once (sortOrder 0, 1, 2… in the order given); ' +
    '409 when the ids are not exactly the stored channels',
  body: adminOrderDepositChannelsBody,
  response: okEnvelope(z.array(adminDepositChannel)),
});
