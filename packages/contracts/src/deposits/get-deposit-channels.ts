import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { depositChannelView } from './deposit-channel';

export const getDepositChannels = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/info/deposit',
  summary: 'The active receiving accounts of the deposit dialog, in display order',
  response: okEnvelope(z.array(depositChannelView)),
});
