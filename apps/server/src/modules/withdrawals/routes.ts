import {
  adminApproveWithdrawal,
  adminListWithdrawals,
  adminMarkWithdrawalPaid,
  adminRecoverWithdrawals,
  adminRejectWithdrawal,
  createWithdrawal,
  getWithdrawalCondition,
  TH,
  withdrawalParams,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { WithdrawalAdmin } from './admin-service';
import type { PayoutRunner } from './payouts';
import type { WithdrawalService } from './service';

interface Deps {
  service: WithdrawalService;
  admin: WithdrawalAdmin;
  payouts: PayoutRunner;
  recoverAfterSec: number;
}

export function withdrawalRoutes(app: FastifyInstance, { service, admin, payouts, recoverAfterSec }: Deps) {
  addRoute(app, getWithdrawalCondition, 'member', async ({ req }) =>
    ok(await service.condition(memberOf(req).memberId)),
  );

  // SPEC §7's success text once the payout is sent; one that waits for an operator says so (issue 16).
  addRoute(app, createWithdrawal, 'member', async ({ body, req }) => {
    const status = await service.request(memberOf(req).memberId, body.Amount, body.Forfeit);
    return { success: 1 as const, message: status === 'pending' ? TH.withdrawPending : TH.withdrawSuccess };
  });

  addRoute(app, adminListWithdrawals, 'admin', async ({ query }) => ok(await admin.list(query)));

  addRoute(app, adminApproveWithdrawal, 'admin', async ({ req }) => {
    const { view, message } = await admin.approve(withdrawalIdOf(req.params));
    return ok(view, message);
  });

  addRoute(app, adminRejectWithdrawal, 'admin', async ({ req, body }) =>
    ok(await admin.reject(withdrawalIdOf(req.params), body?.reason), TH.withdrawalRejected),
  );

  addRoute(app, adminMarkWithdrawalPaid, 'admin', async ({ req, body }) =>
    ok(await admin.markPaid(withdrawalIdOf(req.params), body.reference), TH.withdrawalPaid),
  );

  addRoute(app, adminRecoverWithdrawals, 'admin', async ({ query }) =>
    ok(await payouts.recover(query.olderThanSeconds ?? recoverAfterSec), TH.withdrawalsRecovered),
  );
}

/** The `:id` path parameter; anything but a uuid names no withdrawal. */
function withdrawalIdOf(params: unknown): string {
  const parsed = withdrawalParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}
