import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ConfigService } from '../config';
import type { RewardComputation } from '../rewards';
import { createCashbackComputation, hedgeRulesOf } from './computation';
import { cashbackAdminRoutes, cashbackRoutes } from './routes';
import { createCashbackService } from './service';

export { createCashbackComputation, hedgeRulesOf } from './computation';
export { nettedLosses } from './linked-netting';

/**
 * Cashback's member and back-office calls. Answers its computation for the rewards' period runner
 * (registerRewards), which computes and credits every period: the rewards module never imports cashback.
 */
export function registerCashback(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
): RewardComputation {
  cashbackRoutes(app, createCashbackService({ ctx, config, unit: ctx.env.REWARDS_PERIOD }));
  cashbackAdminRoutes(app, ctx);
  return createCashbackComputation(hedgeRulesOf(ctx.env));
}
