import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminDepositChannel } from './deposit-channel';

export const adminListDepositChannels = defineCall({
  method: 'GET',
  path: '/admin/v1/deposit-channels',
  summary: 'Operator: every receiving channel, active or not, in display order',
  response: okEnvelope(z.array(adminDepositChannel)),
});
