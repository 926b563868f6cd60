import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { affiliateComputation } from '../affiliate/computation';
import { affiliateRoutes } from '../affiliate/routes';
import { createAffiliateService } from '../affiliate/service';
import { createCashbackComputation, hedgeRulesOf } from '../cashback/computation';
import { cashbackAdminRoutes, cashbackRoutes } from '../cashback/routes';
import { createCashbackService } from '../cashback/service';
import type { ConfigService } from '../config/service';
import { createRewardReviews } from './reviews';
import { rewardsRoutes } from './routes';
import { createRewardsRunner } from './run-periods';
import { scheduleRewards } from './schedule';

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
