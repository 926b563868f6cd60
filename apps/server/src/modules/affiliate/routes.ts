import { claimAffiliate, getAffiliate, TH } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { AffiliateService } from './service';

export function affiliateRoutes(app: FastifyInstance, service: AffiliateService) {
  addRoute(app, getAffiliate, 'member', async ({ req }) => ok(await service.data(memberOf(req).memberId)));

  addRoute(app, claimAffiliate, 'member', async ({ req }) =>
    ok({ amount: await service.claim(memberOf(req).memberId) }, TH.success),
  );
}
