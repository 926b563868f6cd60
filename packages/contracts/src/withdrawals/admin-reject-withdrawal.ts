import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { adminWithdrawal } from './withdrawal';

export const adminRejectWithdrawalBody = z
  .object({ reason: plainText(z.string().trim().min(1).max(500)).optional() })
  .strict()
  .nullish();

export const adminRejectWithdrawal = defineCall({
  method: 'POST',
  path: '/admin/v1/withdrawals/:id/reject',
  summary:
    'Operator: refuse a pending withdrawal and void its hold (the money returns to the member). Idempotent; ' +
    'against a parallel approval exactly one wins. One already paying, paid or failed answers 409',
  body: adminRejectWithdrawalBody,
  response: okEnvelope(adminWithdrawal),
});
