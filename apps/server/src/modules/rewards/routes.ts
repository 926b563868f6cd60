import { adminRunRewards, TH } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import type { RewardsRunner } from './run-periods';

export function rewardsRoutes(app: FastifyInstance, runner: RewardsRunner) {
  addRoute(app, adminRunRewards, 'admin', async ({ body }) =>
    ok({ runs: body?.period ? [await runner.runByKey(body.period)] : await runner.runDue() }, TH.rewardsRun),
  );
}
