import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminBankStatement, STATEMENT_STATUSES } from './bank-statement';

export const adminListBankStatements = defineCall({
  method: 'GET',
  path: '/admin/v1/bank-statements',
  summary:
    'Operator: stored bank statements, newest first; `status=unmatched` lists those waiting for a member',
  querystring: z
    .object({
      status: z.enum(STATEMENT_STATUSES).optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminBankStatement) })),
});
