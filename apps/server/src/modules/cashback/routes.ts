import { adminListHedgePairs, claimCashback, getRolling, TH } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { hedgePairList } from './hedge-pair-list';
import type { CashbackService } from './service';

export function cashbackRoutes(app: FastifyInstance, service: CashbackService) {
  addRoute(app, getRolling, 'member', async ({ req }) => ok(await service.rolling(memberOf(req).memberId)));

  addRoute(app, claimCashback, 'member', async ({ req }) =>
    ok({ amount: await service.claim(memberOf(req).memberId) }, TH.success),
  );
}

export function cashbackAdminRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'db'>) {
  addRoute(app, adminListHedgePairs, { staff: 'promotions.read' }, async ({ query }) =>
    ok(await hedgePairList(ctx.db, query)),
  );
}
