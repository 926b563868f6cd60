import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminRewardReview, REWARD_REVIEW_STATUSES } from './reward-review';

export const adminListRewardReviews = defineCall({
  method: 'GET',
  path: '/admin/v1/rewards/reviews',
  summary:
    'Staff: credits of computed periods that wait for the operator instead of paying themselves (the cashback ' +
    'of members flagged in a hedging pair, `GET /admin/v1/cashback/hedge-pairs`), newest first; ' +
    '`status=review` lists those still waiting, `memberId` one member’s',
  querystring: z
    .object({
      status: z.enum(REWARD_REVIEW_STATUSES).optional(),
      memberId: z.uuid().optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminRewardReview) })),
});
