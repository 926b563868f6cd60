import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';
import { ADJUSTMENT_DIRECTIONS, adjustmentAmount, adminAdjustment, staffReason } from './adjustment';

export const adminCreateAdjustmentBody = z
  .object({
    /** Chosen by the back office once per form: sending the same request again finds the first one. */
    requestId: z.uuid({ error: TH.invalidRequest }),
    memberId: z.uuid({ error: TH.memberNotFound }),
    direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: TH.invalidRequest }),
    /** Baht, at most 2 decimals. */
    amount: adjustmentAmount,
    reason: staffReason,
  })
  .strict();
export type AdminCreateAdjustmentBody = z.infer<typeof adminCreateAdjustmentBody>;

export const adminCreateAdjustment = defineCall({
  method: 'POST',
  path: '/admin/v1/adjustments',
  summary:
    "Staff: credit or debit a member's playable credit with a reason. Applied at once while its maker's " +
    'adjustments without a checker stay within ADJUSTMENT_APPROVAL_BAHT over 24 hours; beyond that it waits ' +
    '`pending` for another staff member. A debit never takes the member below zero (409). The same ' +
    '`requestId` again answers the first adjustment and moves nothing',
  body: adminCreateAdjustmentBody,
  response: okEnvelope(adminAdjustment),
});
