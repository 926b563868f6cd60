import {
  REPORT_COLUMNS,
  type ReportColumn,
  type ReportDayRow,
  type ReportGameRow,
  type ReportSummary,
} from '@chokdee/contracts';
import { toCsv, type CsvValue } from './csv';

/** Baht as spreadsheets read it: always two decimals. */
const baht = (n: number) => n.toFixed(2);
const headings = (columns: readonly ReportColumn[]) => columns.map((c) => REPORT_COLUMNS[c]);

const MONEY = ['deposits', 'withdrawals', 'net', 'bonuses', 'cashback', 'affiliate', 'adjustments'] as const;
const MEMBERS = ['newMembers', 'firstDepositors', 'activeMembers'] as const;
const QUEUES = [
  'withdrawalsPending',
  'withdrawalsPaying',
  'withdrawalsFailed',
  'statementsUnmatched',
] as const;

/** The summary as two columns, figure and value, one figure a line (the range first). */
export function summaryCsv(s: ReportSummary): string {
  const rows: CsvValue[][] = [
    [REPORT_COLUMNS.from, s.range.from],
    [REPORT_COLUMNS.to, s.range.to],
    ...MONEY.map((c) => [REPORT_COLUMNS[c], baht(s.money[c])]),
    ...MEMBERS.map((c) => [REPORT_COLUMNS[c], s.members[c]]),
    ...QUEUES.map((c) => [REPORT_COLUMNS[c], s.queues[c]]),
  ];
  return toCsv(headings(['figure', 'value']), rows);
}

export function dailyCsv(days: readonly ReportDayRow[]): string {
  const columns = ['day', ...MONEY, ...MEMBERS] as const;
  return toCsv(
    headings(columns),
    days.map((d) => [d.day, ...MONEY.map((c) => baht(d[c])), ...MEMBERS.map((c) => d[c])]),
  );
}

const PLAY = ['bets', 'refunds', 'wins', 'turnover', 'ggr', 'costs', 'ngr'] as const;

/** One row per game (with its provider), or per provider. */
export function gamesCsv(rows: readonly ReportGameRow[], by: 'game' | 'provider'): string {
  const lead = by === 'game' ? (['provider', 'game'] as const) : (['provider'] as const);
  return toCsv(
    headings([...lead, ...PLAY]),
    rows.map((r) => [r.provider, ...(by === 'game' ? [r.game ?? ''] : []), ...PLAY.map((c) => baht(r[c]))]),
  );
}
