import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminItemCodeBatch } from './admin-create-item-code-batch';

export const adminListItemCodeBatches = defineCall({
  method: 'GET',
  path: '/admin/v1/itemcodes/batches',
  summary: 'Operator: item-code batches, newest first, each with how many of its codes were redeemed',
  querystring: z
    .object({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminItemCodeBatch) })),
});
