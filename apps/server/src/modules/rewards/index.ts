import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { affiliateComputation } from '../affiliate/computation';
import { affiliateRoutes } from '../affiliate/routes';
import { createAffiliateService } from '../affiliate/service';
import { cashbackComputation } from '../cashback/computation';
import { cashbackRoutes } from '../cashback/routes';
import { createCashbackService } from '../cashback/service';
import type { ConfigService } from '../config/service';
import { rewardsRoutes } from './routes';
import { createRewardsRunner } from './run-periods';
import { scheduleRewards } from './schedule';

/**
 * Cashback and affiliate commissions: one period runner computing both (at start, every minute and on
 * the operator's call), and the member calls of each.
 */
export function registerRewards(app: FastifyInstance, ctx: AppContext, config: ConfigService) {
  const unit = ctx.env.REWARDS_PERIOD;
  const runner = createRewardsRunner({
    ctx,
    config,
    unit,
    computations: [cashbackComputation, affiliateComputation],
  });
  rewardsRoutes(app, ctx, runner);
  cashbackRoutes(app, createCashbackService({ ctx, config, unit }));
  affiliateRoutes(app, createAffiliateService({ ctx, config }));
  scheduleRewards(app, ctx, runner);
}
