import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';
import { approvalRequest } from './approval-request';

export const adminApproveApproval = defineCall({
  method: 'POST',
  path: '/admin/v1/approvals/:id/approve',
  summary:
    'Staff (owner, finance): approve a pending request; what it asks is done in the same transaction. Never ' +
    'by its maker (403; the operator key is one maker), never above the approver role’s daily limit (403). ' +
    'One already decided answers 409; one whose subject changed since it was sent answers 409 and stays pending',
  response: okEnvelope(approvalRequest),
});

export const adminRejectApproval = defineCall({
  method: 'POST',
  path: '/admin/v1/approvals/:id/reject',
  summary:
    'Staff (owner, finance, or the maker withdrawing their own): refuse a pending request; nothing is done. ' +
    'Against a parallel approval exactly one wins',
  body: z
    .object({
      note: plainText(z.string().trim().max(500, { error: TH.staffReasonTooLong })).optional(),
    })
    .strict(),
  response: okEnvelope(approvalRequest),
});
