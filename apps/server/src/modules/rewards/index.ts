import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { affiliateComputation, affiliateRoutes, createAffiliateService } from '../affiliate';
import {
  createCashbackComputation,
  hedgeRulesOf,
  cashbackAdminRoutes,
  cashbackRoutes,
  createCashbackService,
} from '../cashback';
import type { ConfigService } from '../config';
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
 * Cashback and affiliate commissions: one period runner computing both (at start, every minute and on
 * the operator's call), the operator's decisions on credits held for review, and the member calls of each.
 */
export function registerRewards(app: FastifyInstance, ctx: AppContext, config: ConfigService) {
  const unit = ctx.env.REWARDS_PERIOD;
  const computations = [createCashbackComputation(hedgeRulesOf(ctx.env)), affiliateComputation];
  const runner = createRewardsRunner({ ctx, config, unit, computations });
  rewardsRoutes(app, ctx, runner, createRewardReviews(ctx.db, computations));
  cashbackRoutes(app, createCashbackService({ ctx, config, unit }));
  cashbackAdminRoutes(app, ctx);
  affiliateRoutes(app, createAffiliateService({ ctx, config }));
  scheduleRewards(ctx, runner);
}
