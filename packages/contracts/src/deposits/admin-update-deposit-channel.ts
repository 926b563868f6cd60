import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminDepositChannel, depositChannelInput } from './deposit-channel';

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const depositChannelParams = z.object({ id: z.uuid() });

export const adminUpdateDepositChannel = defineCall({
  method: 'PUT',
  path: '/admin/v1/deposit-channels/:id',
  summary:
    'Operator: replace a receiving channel (the whole object). Deactivate with `active: false` rather than ' +
    'deleting: statements already received on it keep pointing at it, and money still arriving there is credited.',
  body: depositChannelInput,
  response: okEnvelope(adminDepositChannel),
});
