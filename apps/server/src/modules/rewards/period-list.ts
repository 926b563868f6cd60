import { REWARD_PERIODS_LISTED, type RewardRun } from '@chokdee/contracts';
import { toBaht } from '../../lib/money';
import type { Executor } from '../../db/types';
import { periodAt, previousPeriod, type Period, type PeriodUnit } from './periods';
import { computedPeriodsBetween } from './repo';

/**
 * The latest finished periods of `unit`, newest first, as the operator may ask the runner for them: each
 * says whether its rounds were paid (by itself, or by an overlapping period of another length after a
 * change of REWARDS_PERIOD), what it paid itself and what it held for review.
 */
export async function recentPeriods(ex: Executor, unit: PeriodUnit, now: Date): Promise<RewardRun[]> {
  const list: Period[] = [];
  for (
    let p = previousPeriod(periodAt(unit, now));
    list.length < REWARD_PERIODS_LISTED;
    p = previousPeriod(p)
  ) {
    list.push(p);
  }
  const { periods, totals, held } = await computedPeriodsBetween(ex, list.at(-1)!.start, list[0]!.end);
  const total = (key: string, kind?: string) => {
    const rows = (kind ? totals : held).filter((t) => t.key === key && (!kind || t.kind === kind));
    return {
      credits: rows.reduce((n, r) => n + r.credits, 0),
      amount: toBaht(rows.reduce((n, r) => n + BigInt(r.amount), 0n)),
    };
  };
  return list.map((p) => ({
    period: p.key,
    start: p.start.toISOString(),
    end: p.end.toISOString(),
    computed: periods.some((c) => c.start < p.end && c.end > p.start),
    cashback: total(p.key, 'cashback'),
    affiliate: total(p.key, 'affiliate'),
    review: total(p.key),
  }));
}
