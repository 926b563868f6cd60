import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Approvals } from '../approvals';
import type { ConfigService } from '../config/service';
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
  scheduleRecovery(app, ctx, payouts, recoverAfterSec);
}

/**
 * Resolves payouts left in 'paying' by a crash: once when the server is ready, then every period. Only
 * payouts older than the period are retried, so one in flight in this or another process is left alone.
 */
function scheduleRecovery(app: FastifyInstance, ctx: AppContext, payouts: PayoutRunner, everySec: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    // A slow gateway may outlast the period: never two runs of this process at once.
    running ??= payouts
      .recover(everySec)
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err }, 'withdrawal payout recovery failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everySec * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
