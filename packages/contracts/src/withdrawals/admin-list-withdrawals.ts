import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminWithdrawal, WITHDRAWAL_STATUSES } from './withdrawal';

export const adminListWithdrawals = defineCall({
  method: 'GET',
  path: '/admin/v1/withdrawals',
  summary:
    'Operator: withdrawals, oldest first (a work queue); `status=pending` lists those waiting for approval',
  querystring: z
    .object({
      status: z.enum(WITHDRAWAL_STATUSES).optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminWithdrawal) })),
});
