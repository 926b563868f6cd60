import { sql } from 'drizzle-orm';
import type {
  ReportDayRow,
  ReportGameRow,
  ReportMembers,
  ReportMoney,
  ReportSummary,
} from '@chokdee/contracts';
import type { Db, Executor } from '../../db/types';
import { withLongTimeouts } from '../../db/timeouts';
import { toBaht } from '../../lib/money';
import { allocate } from './allocate';
import { daysOf, resolveRange, type DayRange } from './range';
import {
  activeMembers,
  activeMembersByDay,
  firstDepositorsByDay,
  gamesByProvider,
  moneyByDay,
  type GameRow,
  type KindRow,
} from '../ledger';
import { newMembersByDay, queues, type CountRow } from './repo';

/** Per sort or hash of a report: a handful of staff run reports, never hundreds at once. */
const REPORT_WORK_MEM = '64MB';

export interface RangeQuery {
  from?: string;
  to?: string;
}

/** Satang per kind of movement, signed towards the members. */
type Kinds = Partial<Record<KindRow['kind'], bigint>>;

const rangeView = (r: DayRange) => ({ from: r.from, to: r.to, days: r.days });

/** The report's money from the net per kind (repo.moneyByDay): what each figure means is in the contract. */
function moneyOf(k: Kinds): { wire: ReportMoney; costs: bigint } {
  const of = (kind: KindRow['kind']) => k[kind] ?? 0n;
  const deposits = of('deposit');
  const withdrawals = -of('withdrawal');
  const bonuses = of('bonus') + of('forfeit') + of('itemcode') + of('prize');
  const cashback = of('cashback');
  const affiliate = of('affiliate');
  return {
    wire: {
      deposits: toBaht(deposits),
      withdrawals: toBaht(withdrawals),
      net: toBaht(deposits - withdrawals),
      bonuses: toBaht(bonuses),
      cashback: toBaht(cashback),
      affiliate: toBaht(affiliate),
      adjustments: toBaht(of('adjustment')),
    },
    costs: bonuses + cashback + affiliate,
  };
}

function addKinds(into: Kinds, row: KindRow) {
  into[row.kind] = (into[row.kind] ?? 0n) + BigInt(row.to_members);
}

const countsByDay = (rows: CountRow[]) => new Map(rows.map((r) => [r.day, r.count]));

export function createReportService(db: Db, now: () => Date = () => new Date()) {
  /**
   * Every report is one read-only REPEATABLE READ transaction: its several reads see one snapshot, so a
   * transfer committing meanwhile is in all of its figures or none. The long limits: a year's report may
   * take longer than a member call's 5 s on a big ledger.
   */
  function read<T>(query: RangeQuery, fn: (tx: Executor, range: DayRange) => Promise<T>): Promise<T> {
    const range = resolveRange(query, now());
    return db.transaction(
      async (tx) => {
        await withLongTimeouts(tx);
        // Room for the hashes of a month's bets (a member per row) in memory instead of on disk.
        await tx.execute(sql.raw(`set local work_mem = '${REPORT_WORK_MEM}'`));
        return fn(tx, range);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    summary: (query: RangeQuery): Promise<ReportSummary> =>
      read(query, async (tx, range) => {
        const kinds: Kinds = {};
        for (const row of await moneyByDay(tx, range)) addKinds(kinds, row);
        const sum = (rows: CountRow[]) => rows.reduce((n, r) => n + r.count, 0);
        const members: ReportMembers = {
          newMembers: sum(await newMembersByDay(tx, range)),
          firstDepositors: sum(await firstDepositorsByDay(tx, range)),
          activeMembers: await activeMembers(tx, range),
        };
        const q = await queues(tx, range);
        return {
          range: rangeView(range),
          money: moneyOf(kinds).wire,
          members,
          queues: {
            withdrawalsPending: q.withdrawals_pending,
            withdrawalsPaying: q.withdrawals_paying,
            withdrawalsFailed: q.withdrawals_failed,
            statementsUnmatched: q.statements_unmatched,
          },
        };
      }),

    daily: (query: RangeQuery) =>
      read(query, async (tx, range) => {
        const kinds = new Map<string, Kinds>();
        for (const row of await moneyByDay(tx, range)) {
          const day = kinds.get(row.day) ?? {};
          addKinds(day, row);
          kinds.set(row.day, day);
        }
        const fresh = countsByDay(await newMembersByDay(tx, range));
        const first = countsByDay(await firstDepositorsByDay(tx, range));
        const active = countsByDay(await activeMembersByDay(tx, range));
        const days: ReportDayRow[] = daysOf(range).map((day) => ({
          day,
          ...moneyOf(kinds.get(day) ?? {}).wire,
          newMembers: fresh.get(day) ?? 0,
          firstDepositors: first.get(day) ?? 0,
          activeMembers: active.get(day) ?? 0,
        }));
        return { range: rangeView(range), days };
      }),

    games: (query: RangeQuery) =>
      read(query, async (tx, range) => {
        const kinds: Kinds = {};
        for (const row of await moneyByDay(tx, range)) addKinds(kinds, row);
        const { costs } = moneyOf(kinds);
        const rows = await gamesByProvider(tx, range);
        return { range: rangeView(range), ...gameTables(rows, costs) };
      }),
  };
}
export type ReportService = ReturnType<typeof createReportService>;

interface Play {
  bets: bigint;
  refunds: bigint;
  wins: bigint;
}

const ZERO: Play = { bets: 0n, refunds: 0n, wins: 0n };
const plus = (a: Play, b: Play): Play => ({
  bets: a.bets + b.bets,
  refunds: a.refunds + b.refunds,
  wins: a.wins + b.wins,
});
const turnoverOf = (p: Play) => p.bets - p.refunds;

function playView(p: Play, costs: bigint) {
  const ggr = p.bets - p.refunds - p.wins;
  return {
    bets: toBaht(p.bets),
    refunds: toBaht(p.refunds),
    wins: toBaht(p.wins),
    turnover: toBaht(turnoverOf(p)),
    ggr: toBaht(ggr),
    costs: toBaht(costs),
    ngr: toBaht(ggr - costs),
  };
}

/**
 * The game and provider tables with NGR: the range's costs (bonuses, cashback, affiliate) are shared
 * between games by turnover, and a provider's share is the sum of its games'
 * (docs/decisions/074-ngr-and-csv.md). With no turnover at all nothing is shared and only the total carries
 * the costs.
 */
export function gameTables(rows: readonly GameRow[], costs: bigint) {
  const plays = rows.map((r) => ({ bets: BigInt(r.bets), refunds: BigInt(r.refunds), wins: BigInt(r.wins) }));
  const shares = allocate(costs, plays.map(turnoverOf));
  const byProvider = new Map<string, { play: Play; costs: bigint }>();
  rows.forEach((r, i) => {
    const sum = byProvider.get(r.provider) ?? { play: ZERO, costs: 0n };
    byProvider.set(r.provider, { play: plus(sum.play, plays[i]!), costs: sum.costs + shares[i]! });
  });
  const games: ReportGameRow[] = rows.map((r, i) => ({
    provider: r.provider,
    game: r.game,
    ...playView(plays[i]!, shares[i]!),
  }));
  const providers: ReportGameRow[] = [...byProvider].map(([provider, p]) => ({
    provider,
    ...playView(p.play, p.costs),
  }));
  return { total: playView(plays.reduce(plus, ZERO), costs), providers, games };
}
