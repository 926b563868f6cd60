import { getDepositHistory, getWithdrawHistory } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import { historyOf } from './service';

export function historyRoutes(app: FastifyInstance, db: Db) {
  addRoute(app, getDepositHistory, 'member', async ({ req }) =>
    ok({ Transaction: await historyOf(db, memberOf(req).memberId) }),
  );

  addRoute(app, getWithdrawHistory, 'member', async ({ req }) =>
    ok({ Transaction: await historyOf(db, memberOf(req).memberId, 'withdrawals') }),
  );
}
