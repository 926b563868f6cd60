import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Approvals } from '../approvals';
import type { ConfigService } from '../config';
import { createWithdrawalAdmin } from './admin-service';
import { createPayoutRunner, type PayoutRunner } from './payouts';
import { createWithdrawalQueue } from './queue';
import { createQueueWatch } from './queue-watch';
import { withdrawalRoutes } from './routes';
import { createWithdrawalRulesAdmin } from './rules-admin';
import { createWithdrawalService } from './service';
import { withdrawalStreamRoute } from './stream';

/**
 * The withdrawals module: member and back-office routes (the queue, its live stream, the auto-withdraw
 * rules), plus the payout recovery on start and every period.
 */
export function registerWithdrawals(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
  approvals: Approvals,
) {
  const payouts = createPayoutRunner(ctx);
  const service = createWithdrawalService({ ctx, config, payouts });
  const admin = createWithdrawalAdmin({ ctx, payouts });
  const recoverAfterSec = ctx.env.PAYOUT_RECOVERY_SEC;
  const queue = createWithdrawalQueue({ ctx });
  const rules = createWithdrawalRulesAdmin({ ctx, approvals });
  withdrawalRoutes(app, { service, admin, payouts, queue, rules, recoverAfterSec });
  withdrawalStreamRoute(app, createQueueWatch(ctx));
  scheduleRecovery(ctx, payouts, recoverAfterSec);
}

/** The payout recovery's job (infra/jobs.ts). */
export const PAYOUT_RECOVERY_JOB = 'payouts.recover';

/**
 * Resolves payouts left in 'paying' by a crash: when a server starts, then every period, one run at a time
 * across the processes. Only payouts older than the period are retried (the sender's period, carried by
 * the job), so one in flight in any process is left alone; the payout's key makes a second try of one
 * that did go through answer with that payout instead of paying again.
 */
function scheduleRecovery(ctx: AppContext, payouts: PayoutRunner, everySec: number) {
  void ctx.jobs.every(PAYOUT_RECOVERY_JOB, {
    everySec,
    data: { olderThanSec: everySec },
    run: ({ olderThanSec }) => payouts.recover(olderThanSec),
  });
}
