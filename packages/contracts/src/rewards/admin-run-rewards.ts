import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

export const adminRunRewardsBody = z
  .object({
    /** A finished period's key (`hour:2026-11-23T14`, `day:2026-11-23`, `week:2026-11-23` a Monday). */
    period: z.string().max(20).optional(),
  })
  .strict()
  .nullish();

const total = z.object({ credits: z.number().int(), amount: baht });

export const rewardRun = z.object({
  period: z.string(),
  start: z.string(),
  end: z.string(),
  /** False when the period (or one overlapping it) was already computed: nothing was paid this time. */
  computed: z.boolean(),
  cashback: total,
  affiliate: total,
  /** Credits that wait for the operator instead of paying themselves (GET /admin/v1/rewards/reviews). */
  review: total,
});
export type RewardRun = z.infer<typeof rewardRun>;

export const adminRunRewards = defineCall({
  method: 'POST',
  path: '/admin/v1/rewards/run',
  summary:
    'Operator: compute cashback and affiliate commissions now. Without `period`, every finished period not yet ' +
    'computed (what the server does at start and every minute); with one, that finished period. A period is ' +
    'paid once however many processes or calls run it: `computed: false` reports one already done. 400 for a ' +
    'period that is malformed or not finished',
  body: adminRunRewardsBody,
  response: okEnvelope(z.object({ runs: z.array(rewardRun) })),
});
