import { adminListRewardPeriods, adminRunRewards, TH } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute, ok } from '../../lib/route';
import { whoOf } from '../../plugins/access';
import { recentPeriods } from './period-list';
import type { RewardsRunner } from './run-periods';

export function rewardsRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'db'>, runner: RewardsRunner) {
  addRoute(app, adminRunRewards, { staff: 'promotions.write' }, async ({ body, req }) => {
    const who = whoOf(req);
    const runs = body?.period ? [await runner.runByKey(body.period, { who })] : await runner.runDue({ who });
    return ok({ runs }, TH.rewardsRun);
  });

  addRoute(app, adminListRewardPeriods, { staff: 'promotions.read' }, async () =>
    ok({ unit: runner.unit, periods: await recentPeriods(ctx.db, runner.unit, await runner.now()) }),
  );
}
