import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { APPROVAL_STATUSES, approvalRequest } from './approval-request';

export const adminListApprovals = defineCall({
  method: 'GET',
  path: '/admin/v1/approvals',
  summary:
    'Staff: requests that wait for a second person (`status=pending`, the default) or were decided, newest ' +
    'first. Owners and finance see every request; other roles see the ones they sent',
  querystring: z
    .object({
      status: z.enum(APPROVAL_STATUSES).default('pending'),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(approvalRequest) })),
});
