import { defineCall, okEnvelope } from '../common/envelope';
import { adminAdjustment } from './adjustment';

export const adminApproveAdjustment = defineCall({
  method: 'POST',
  path: '/admin/v1/adjustments/:id/approve',
  summary:
    'Staff: apply a pending adjustment; the money moves in the same transaction. Never by its maker (403; ' +
    'the operator key is one maker: it cannot approve what it made). Parallel approvals move money once; one ' +
    'already decided answers 409, a debit the member can no longer cover 409 and stays pending',
  response: okEnvelope(adminAdjustment),
});

export const adminRejectAdjustment = defineCall({
  method: 'POST',
  path: '/admin/v1/adjustments/:id/reject',
  summary:
    'Staff: refuse a pending adjustment (nothing moves). Its maker may withdraw it this way. Against a ' +
    'parallel approval exactly one wins; one already decided answers 409',
  response: okEnvelope(adminAdjustment),
});
