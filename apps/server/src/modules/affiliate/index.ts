import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ConfigService } from '../config';
import type { RewardComputation } from '../rewards';
import { affiliateComputation } from './computation';
import { affiliateRoutes } from './routes';
import { createAffiliateService } from './service';

export { affiliateComputation } from './computation';

/**
 * The affiliate's member calls. Answers its computation for the rewards' period runner (registerRewards),
 * which computes and credits every period: the rewards module never imports the affiliate.
 */
export function registerAffiliate(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
): RewardComputation {
  affiliateRoutes(app, createAffiliateService({ ctx, config }));
  return affiliateComputation;
}
