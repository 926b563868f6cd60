import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RewardsRunner } from './run-periods';

/**
 * How often a process looks for a finished period to compute. Finding none costs one indexed query,
 * so checking every minute pays a period within a minute of its end without a timer per boundary.
 */
export const REWARDS_CHECK_MS = 60_000;

/**
 * Computes periods left uncomputed (a new one ended, or the server was down): once when the server is
 * ready, then every minute, like the withdrawals' payout recovery. Every process runs it; the period
 * lock makes the first one pay and the others find the period done.
 */
export function scheduleRewards(app: FastifyInstance, ctx: Pick<AppContext, 'log'>, runner: RewardsRunner) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    // A long backlog may outlast the interval: never two runs of this process at once.
    running ??= runner
      .runDue()
      .then((runs) => {
        const paid = runs.filter((r) => r.computed);
        if (paid.length) ctx.log.info({ periods: paid }, 'reward periods computed');
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'reward period run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, REWARDS_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
