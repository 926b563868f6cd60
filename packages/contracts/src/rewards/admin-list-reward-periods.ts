import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { rewardRun } from './admin-run-rewards';

/** How many finished periods the back office offers to (re-)run. */
export const REWARD_PERIODS_LISTED = 14;

export const adminListRewardPeriods = defineCall({
  method: 'GET',
  path: '/admin/v1/rewards/periods',
  summary:
    'Operator: the period length (REWARDS_PERIOD) and the latest finished periods, newest first, each with ' +
    'whether it was computed (`computed`, also true when a period of another length covered its rounds) and ' +
    'what it paid: the periods `POST /admin/v1/rewards/run` can be asked to compute',
  response: okEnvelope(
    z.object({
      unit: z.enum(['hour', 'day', 'week']),
      periods: z.array(rewardRun),
    }),
  ),
});
