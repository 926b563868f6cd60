import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminPromotion, promotionFields } from './admin-promotion';

/** Any of the fields, none required; absent ones keep their value. */
export const adminUpdatePromotionBody = z.object(promotionFields).partial().strict();
export type AdminUpdatePromotionBody = z.output<typeof adminUpdatePromotionBody>;

export const adminUpdatePromotion = defineCall({
  method: 'PATCH',
  path: '/admin/v1/promotions/:id',
  summary:
    'Operator: change any field of a promotion. It applies to later deposits only: a running bonus keeps ' +
    'the conditions it started with. Switch one off with `active: false` (its claims stay listed). A change ' +
    'that makes it more generous (a higher percent or cap, less turnover, a looser claim rule, a longer ' +
    'window…) waits for a second staff member (202 with the request); others apply at once',
  body: adminUpdatePromotionBody,
  response: okEnvelope(adminPromotion),
  accepted: approvalPendingEnvelope,
});
