import {
  adminApproveRewardReview,
  adminListRewardPeriods,
  adminListRewardReviews,
  adminRefuseRewardReview,
  adminRunRewards,
  rewardReviewParams,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import { recentPeriods } from './period-list';
import type { RewardReviews } from './reviews';
import type { RewardsRunner } from './run-periods';

/** Path parameters are not part of the contracts: an id that cannot exist is simply not found. */
function idOf(params: unknown): string {
  const parsed = rewardReviewParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}

export function rewardsRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
  runner: RewardsRunner,
  reviews: RewardReviews,
) {
  addRoute(app, adminRunRewards, { staff: 'promotions.write' }, async ({ body, req }) => {
    const who = whoOf(req);
    const runs = body?.period ? [await runner.runByKey(body.period, { who })] : await runner.runDue({ who });
    return ok({ runs }, TH.rewardsRun);
  });

  addRoute(app, adminListRewardPeriods, { staff: 'promotions.read' }, async () =>
    ok({ unit: runner.unit, periods: await recentPeriods(ctx.db, runner.unit, await runner.now()) }),
  );

  addRoute(app, adminListRewardReviews, { staff: 'promotions.read' }, async ({ query }) =>
    ok(await reviews.list(query)),
  );

  addRoute(app, adminApproveRewardReview, { staff: 'approvals.decide' }, async ({ req }) => {
    const { data, message } = await reviews.approve(idOf(req.params), whoOf(req));
    return ok(data, message);
  });

  addRoute(app, adminRefuseRewardReview, { staff: 'approvals.decide' }, async ({ req }) => {
    const { data, message } = await reviews.refuse(idOf(req.params), whoOf(req));
    return ok(data, message);
  });
}
