import { defineCall, okEnvelope } from '../common/envelope';
import { adminDepositChannel, depositChannelInput } from './deposit-channel';

export const adminCreateDepositChannel = defineCall({
  method: 'POST',
  path: '/admin/v1/deposit-channels',
  summary: 'Operator: add a receiving channel (bank account, TrueMoney wallet or PromptPay id)',
  body: depositChannelInput,
  response: okEnvelope(adminDepositChannel),
});
