import {
  MAX_STATEMENT_DAYS,
  STATEMENT_TEXTS,
  STATEMENT_TYPES,
  type StatementQuery,
  type StatementType,
} from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import { PLAY_KINDS } from '../history';
import {
  memberAccount,
  PLAYABLE_WALLET,
  statementLines,
  statementSummary,
  type StatementQuery as LedgerQuery,
  type StatementSummary,
} from '../ledger';
import { resolveRange, type DayRange } from '../reports';
import { KINDS_OF_TYPE, ROUND, toWireLine, typeOfKind } from './lines';

export type Lang = 'th' | 'en';

/** A statement call reads at most a year; without `from`, the year up to `to`. */
const STATEMENT_LIMITS = {
  maxDays: MAX_STATEMENT_DAYS,
  tooLong: 'statementRangeTooLong',
  defaultDays: MAX_STATEMENT_DAYS,
} as const;

/**
 * A month's lines for the files. A month of a member who plays fast slots can hold tens of thousands of
 * rounds; past this the file would be too big to be read anyway (decision 103).
 */
export const MAX_MONTH_LINES = 20_000;

function ledgerQuery(memberId: string, range: DayRange, type: StatementType | 'all'): LedgerQuery {
  return {
    accountId: memberAccount(memberId, PLAYABLE_WALLET).id,
    start: range.start,
    end: range.end,
    group: { kinds: PLAY_KINDS, as: ROUND },
    ...(type !== 'all' && { only: KINDS_OF_TYPE[type] }),
  };
}

/** Lines of the summary's kinds that the filter keeps (a kind no type lists counts as a reward). */
function linesOfType(summary: StatementSummary, type: StatementType | 'all') {
  let n = 0;
  for (const [kind, k] of summary.kinds)
    if (type === 'all' || KINDS_OF_TYPE[type].includes(kind)) n += k.lines;
  return n;
}

/** One page of the member's statement, newest first, with the range's balances. */
export async function statementPage(
  ex: Executor,
  memberId: string,
  query: StatementQuery,
  lang: Lang,
  now = new Date(),
) {
  const range = resolveRange(query, now, STATEMENT_LIMITS);
  const q = ledgerQuery(memberId, range, query.type);
  // In sequence: the executor may be a transaction (one connection, one query at a time).
  const summary = await statementSummary(ex, q);
  const lines = await statementLines(ex, q, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    items: lines.map((l) => toWireLine(l, STATEMENT_TEXTS[lang])),
    page: query.page,
    pageSize: query.pageSize,
    total: linesOfType(summary, query.type),
    from: range.from,
    to: range.to,
    openingBalance: toBaht(summary.opening),
    closingBalance: toBaht(summary.closing),
  };
}

/** The last day of a `YYYY-MM` month. */
function lastDayOf(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A month's statement for the files: every line oldest first, the balances and the totals per type. */
export async function monthlyStatement(ex: Executor, memberId: string, month: string, lang: Lang) {
  const range = resolveRange({ from: `${month}-01`, to: lastDayOf(month) }, new Date(), STATEMENT_LIMITS);
  const q = ledgerQuery(memberId, range, 'all');
  const summary = await statementSummary(ex, q);
  const lines = await statementLines(ex, q, MAX_MONTH_LINES, 0);
  const totals = new Map<StatementType, bigint>(STATEMENT_TYPES.map((t) => [t, 0n]));
  for (const [kind, k] of summary.kinds) {
    const type = typeOfKind(kind);
    totals.set(type, totals.get(type)! + k.net);
  }
  return {
    month,
    lang,
    lines: lines.reverse().map((l) => toWireLine(l, STATEMENT_TEXTS[lang])),
    openingBalance: toBaht(summary.opening),
    closingBalance: toBaht(summary.closing),
    totals: STATEMENT_TYPES.map((type) => ({ type, amount: toBaht(totals.get(type)!) })),
  };
}
export type MonthlyStatement = Awaited<ReturnType<typeof monthlyStatement>>;
