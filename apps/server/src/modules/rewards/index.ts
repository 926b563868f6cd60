import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ConfigService } from '../config';
import type { RewardComputation } from './computation';
import { createRewardReviews } from './reviews';
import { rewardsRoutes } from './routes';
import { createRewardsRunner } from './run-periods';
import { scheduleRewards } from './schedule';

export { claimWallet } from './claim';
export { type RewardComputation, type RewardCredit } from './computation';
export { nextPeriod, type Period, periodAt, type PeriodUnit } from './periods';
export { applyRate, percentOf, ratePpm } from './rates';
export { creditsOf } from './repo';
export { REWARDS_GRACE_MS } from './run-periods';

/**
 * Cashback and affiliate commissions: one period runner computing each module's computation (at start, every
 * minute and on the operator's call) and the operator's decisions on credits held for review. The cashback
 * and affiliate modules register their own calls and hand their computations in (app.ts).
 */
export function registerRewards(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
  computations: RewardComputation[],
) {
  const unit = ctx.env.REWARDS_PERIOD;
  const runner = createRewardsRunner({ ctx, config, unit, computations });
  rewardsRoutes(app, ctx, runner, createRewardReviews(ctx.db, computations));
  scheduleRewards(ctx, runner);
}
