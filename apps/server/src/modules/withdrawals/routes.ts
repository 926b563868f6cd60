import {
  adminApproveWithdrawal,
  adminGetWithdrawalRules,
  adminListWithdrawals,
  adminPutWithdrawalRules,
  adminWithdrawalQueue,
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
import { seesFullAccounts } from '../../lib/mask';
import { memberOf, staffOf, whoOf } from '../../plugins/access';
import { doneOrPending } from '../approvals';
import type { WithdrawalAdmin } from './admin-service';
import type { PayoutRunner } from './payouts';
import type { WithdrawalQueue } from './queue';
import type { WithdrawalRulesAdmin } from './rules-admin';
import type { WithdrawalService } from './service';

interface Deps {
  service: WithdrawalService;
  admin: WithdrawalAdmin;
  payouts: PayoutRunner;
  queue: WithdrawalQueue;
  rules: WithdrawalRulesAdmin;
  recoverAfterSec: number;
}

export function withdrawalRoutes(app: FastifyInstance, deps: Deps) {
  const { service, admin, payouts, queue, rules, recoverAfterSec } = deps;
  addRoute(app, getWithdrawalCondition, 'member', async ({ req }) =>
    ok(await service.condition(memberOf(req).memberId)),
  );

  // SPEC §7's success text once the payout is sent; one that waits for an operator says so (issue 16).
  addRoute(app, createWithdrawal, 'member', async ({ body, req }) => {
    const status = await service.request(memberOf(req).memberId, body.Amount, body.Forfeit);
    return { success: 1 as const, message: status === 'pending' ? TH.withdrawPending : TH.withdrawSuccess };
  });

  addRoute(app, adminListWithdrawals, { staff: 'withdrawals.read' }, async ({ query, req }) =>
    ok(await admin.list(query, { fullAccounts: seesFullAccounts(staffOf(req)) })),
  );

  addRoute(app, adminWithdrawalQueue, { staff: 'withdrawals.read' }, async ({ query, req }) =>
    ok(await queue.list(query, { fullAccounts: seesFullAccounts(staffOf(req)) })),
  );

  addRoute(app, adminGetWithdrawalRules, { staff: 'withdrawals.read' }, async () => ok(await rules.get()));

  addRoute(app, adminPutWithdrawalRules, { staff: 'withdrawals.act' }, async ({ body, req, reply }) =>
    doneOrPending(reply, await rules.put(body, whoOf(req)), TH.withdrawalRulesSaved),
  );

  addRoute(app, adminApproveWithdrawal, { staff: 'withdrawals.act' }, async ({ req }) => {
    const { view, message } = await admin.approve(withdrawalIdOf(req.params), whoOf(req));
    return ok(view, message);
  });

  addRoute(app, adminRejectWithdrawal, { staff: 'withdrawals.act' }, async ({ req, body }) =>
    ok(await admin.reject(withdrawalIdOf(req.params), body?.reason, whoOf(req)), TH.withdrawalRejected),
  );

  addRoute(app, adminMarkWithdrawalPaid, { staff: 'withdrawals.act' }, async ({ req, body }) =>
    ok(await admin.markPaid(withdrawalIdOf(req.params), body.reference, whoOf(req)), TH.withdrawalPaid),
  );

  addRoute(app, adminRecoverWithdrawals, { staff: 'withdrawals.act' }, async ({ query, req }) =>
    ok(await payouts.recover(query.olderThanSeconds ?? recoverAfterSec, whoOf(req)), TH.withdrawalsRecovered),
  );
}

/** Whole account numbers only for callers who may pay them (the operator key, finance, owner). */

/** The `:id` path parameter; anything but a uuid names no withdrawal. */
function withdrawalIdOf(params: unknown): string {
  const parsed = withdrawalParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}
