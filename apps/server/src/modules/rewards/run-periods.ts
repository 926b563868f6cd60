import type { RewardRun } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withLongTimeouts } from '../../db/timeouts';
import type { Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config';
import { netLossBetween } from '../games';
import { houseAccount, memberAccount, transfer } from '../ledger';
import { audit, type AuditWho } from '../staff';
import type { RewardComputation, RewardCredit } from './computation';
import { duePeriods, parsePeriodKey, type Period, type PeriodUnit } from './periods';
import {
  computedUntil,
  insertCredit,
  insertPeriod,
  insertReview,
  lockRewardRuns,
  overlapsComputed,
} from './repo';

interface Deps {
  ctx: Pick<AppContext, 'db'>;
  config: ConfigService;
  unit: PeriodUnit;
  computations: RewardComputation[];
  /** How long after its end a period waits for late rounds (partners settle after the fact). */
  graceMs?: number;
}

interface RunOptions {
  /** The time to judge "finished" by; the database's clock unless a test gives one. */
  now?: Date;
  /** Who asked, for the audit log: the operator key or a staff account; absent for the timer. */
  who?: AuditWho;
}

/** Partners' late settlements and the bank feed's delays land well within ten minutes. */
export const REWARDS_GRACE_MS = 10 * 60_000;

/** The database's clock: every process judges "finished" by the same time, whatever its own says. */
async function databaseNow(db: AppContext['db']): Promise<Date> {
  const res = await db.execute(sql`select now() as now`);
  return new Date((res as unknown as { rows: Array<{ now: string | Date }> }).rows[0]!.now);
}

/** The ledger key of one credit: `cashback:<period>:<member>`, `affiliate:<period>:<member>:<level>`. */
export const creditKey = (kind: string, period: string, c: Pick<RewardCredit, 'memberId' | 'level'>) =>
  c.level === 0 ? `${kind}:${period}:${c.memberId}` : `${kind}:${period}:${c.memberId}:${c.level}`;

/** The transfer that pays a credit, by the run or by the operator's approval: the same key either way. */
export const rewardTransfer = (
  comp: Pick<RewardComputation, 'kind' | 'ledgerKind' | 'house' | 'wallet'>,
  period: string,
  c: Pick<RewardCredit, 'memberId' | 'level' | 'base' | 'ratePpm' | 'amount'>,
) => ({
  from: houseAccount(comp.house),
  to: memberAccount(c.memberId, comp.wallet),
  amount: c.amount,
  kind: comp.ledgerKind,
  reference: `${comp.kind}:${period}`,
  idempotencyKey: creditKey(comp.kind, period, c),
  meta: { period, level: c.level, base: String(c.base), ratePpm: c.ratePpm },
});

/**
 * Computes finished periods: each in one transaction under one advisory lock shared by every process,
 * so a period is paid once (the second run finds it recorded and pays nothing), and a failure leaves
 * nothing half paid. The credits' unique key and the ledger's idempotency keys back this up.
 */
export function createRewardsRunner({ ctx, config, unit, computations, graceMs = REWARDS_GRACE_MS }: Deps) {
  /** Pays the period's credits of one computation; those marked `review` wait for the operator instead. */
  async function payCredits(tx: Tx, period: Period, comp: RewardComputation, credits: RewardCredit[]) {
    const paid = { credits: 0, amount: 0n };
    const held = { credits: 0, amount: 0n };
    for (const c of credits) {
      const { review, ...credit } = c;
      if (review) {
        await insertReview(tx, { kind: comp.kind, periodKey: period.key, reason: review, ...credit });
        held.credits += 1;
        held.amount += c.amount;
        continue;
      }
      const { transferId } = await transfer(tx, rewardTransfer(comp, period.key, c));
      await insertCredit(tx, { kind: comp.kind, periodKey: period.key, transferId, ...credit });
      paid.credits += 1;
      paid.amount += c.amount;
    }
    return { paid, held };
  }

  /**
   * Computes one finished period unless it (or one overlapping it) already was. `who`: the operator or
   * staff who asked; their audit entry commits with the period's credits (none for the timer's runs).
   */
  async function runPeriod(period: Period, who?: AuditWho): Promise<RewardRun> {
    // Read before the transaction: inside it only the transaction may be used (PGlite).
    const site = await config.get();
    const run: RewardRun = {
      period: period.key,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      computed: false,
      cashback: { credits: 0, amount: 0 },
      affiliate: { credits: 0, amount: 0 },
      review: { credits: 0, amount: 0 },
    };
    return ctx.db.transaction(async (tx) => {
      // A report over a whole period, queued behind other processes' runs: the long limits (db/client.ts).
      await withLongTimeouts(tx);
      await lockRewardRuns(tx);
      if (await overlapsComputed(tx, period)) return run;
      await insertPeriod(tx, period);
      const results = await netLossBetween(tx, period.start, period.end);
      const review = { credits: 0, amount: 0n };
      for (const comp of computations) {
        const credits = await comp.credits(tx, results, site, period);
        const { paid, held } = await payCredits(tx, period, comp, credits);
        run[comp.kind] = { credits: paid.credits, amount: toBaht(paid.amount) };
        review.credits += held.credits;
        review.amount += held.amount;
      }
      run.review = { credits: review.credits, amount: toBaht(review.amount) };
      const done = { ...run, computed: true };
      if (who)
        await audit(tx, { ...who, action: 'rewards.run', target: `rewards:${period.key}`, after: done });
      return done;
    });
  }

  /**
   * Every period finished (plus the grace) and not computed yet, oldest first (at start, on the timer, by
   * the operator); `now` is the database's clock unless a test gives one.
   */
  async function runDue({ now, who }: RunOptions = {}): Promise<RewardRun[]> {
    const runs: RewardRun[] = [];
    const at = now ?? (await databaseNow(ctx.db));
    for (const period of duePeriods(unit, at, await computedUntil(ctx.db), graceMs)) {
      runs.push(await runPeriod(period, who));
    }
    return runs;
  }

  /** The operator's run of one named period; it must have ended (a running one would miss rounds to come). */
  async function runByKey(key: string, { now, who }: RunOptions = {}): Promise<RewardRun> {
    const period = parsePeriodKey(key);
    if (!period || period.end > (now ?? (await databaseNow(ctx.db))))
      throw fail('VALIDATION', 'rewardPeriodInvalid');
    return runPeriod(period, who);
  }

  /** The database's clock, the one "finished" is judged by. */
  const now = () => databaseNow(ctx.db);

  return { unit, now, runPeriod, runDue, runByKey };
}
export type RewardsRunner = ReturnType<typeof createRewardsRunner>;
