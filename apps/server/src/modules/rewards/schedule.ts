import type { AppContext } from '../../context';
import type { RewardsRunner } from './run-periods';

/**
 * How often the site looks for a finished period to compute. Finding none costs one indexed query,
 * so checking every minute pays a period within a minute of its end without a timer per boundary.
 */
export const REWARDS_CHECK_MS = 60_000;

/** The reward periods' job (infra/jobs.ts). */
export const REWARDS_JOB = 'rewards.periods';

/**
 * Computes periods left uncomputed (a new one ended, or the site was down): when a server starts, then
 * every minute, one run at a time across the processes. The period lock and the credits' idempotency
 * keys make a second run (the operator's, or the job tried again) find the period done and pay nothing.
 * The job keeps which periods it paid (its output).
 */
export function scheduleRewards(ctx: Pick<AppContext, 'log' | 'jobs'>, runner: RewardsRunner) {
  void ctx.jobs.every(REWARDS_JOB, {
    everySec: REWARDS_CHECK_MS / 1000,
    data: {},
    run: async () => {
      const paid = (await runner.runDue()).filter((r) => r.computed);
      if (paid.length) ctx.log.info({ periods: paid }, 'reward periods computed');
      return { computed: paid.map((r) => r.period) };
    },
  });
}
