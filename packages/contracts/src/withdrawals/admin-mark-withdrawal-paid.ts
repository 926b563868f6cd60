import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminWithdrawal } from './withdrawal';

export const adminMarkWithdrawalPaidBody = z
  .object({
    /** The bank's reference of the transfer the operator made (kept as the withdrawal's payout reference). */
    reference: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[\p{L}\p{N} ._:/#-]+$/u),
  })
  .strict();

export const adminMarkWithdrawalPaid = defineCall({
  method: 'POST',
  path: '/admin/v1/withdrawals/:id/paid',
  summary:
    'Operator: record that a pending withdrawal was paid by hand at the bank (manual payouts: no PAYOUT_URL in ' +
    'production), with the bank reference; its hold is posted. A repeat with the same reference answers the ' +
    'state; one paying, failed, rejected or paid with another reference answers 409, an unknown id 404',
  body: adminMarkWithdrawalPaidBody,
  response: okEnvelope(adminWithdrawal),
});
