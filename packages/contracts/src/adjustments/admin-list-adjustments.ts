import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { ADJUSTMENT_STATUSES, adminAdjustment } from './adjustment';

export const adminListAdjustments = defineCall({
  method: 'GET',
  path: '/admin/v1/adjustments',
  summary:
    'Staff: manual credits and debits, newest first; `status=pending` lists those waiting for a second ' +
    'staff member, `memberId` one member’s',
  querystring: z
    .object({
      status: z.enum(ADJUSTMENT_STATUSES).optional(),
      memberId: z.uuid().optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminAdjustment) })),
});
