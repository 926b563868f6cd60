import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';

/** One bonus a member took with a deposit; `signupIp` helps the operator see several accounts of one person. */
export const adminPromotionClaim = z.object({
  memberId: z.string(),
  phoneNumber: z.string(),
  signupIp: z.string().nullable(),
  depositRef: z.string(),
  depositAmount: baht,
  bonusAmount: baht,
  receivedAt: isoDate,
  status: z.enum(['active', 'ended']),
  endReason: z.string().nullable(),
});

export const adminListPromotionClaims = defineCall({
  method: 'GET',
  path: '/admin/v1/promotions/:id/claims',
  summary: 'Operator: who took a promotion, newest first: member, deposit, bonus, time and the signup IP',
  querystring: z
    .object({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminPromotionClaim) })),
});
