import { STATEMENT_TEXTS, fillMessage } from '@chokdee/contracts';
import { toCsv } from '../reports';
import { bangkokTime, plainBaht } from './bangkok-time';
import type { MonthlyStatement } from './service';

/**
 * The month as a CSV (UTF-8 with a BOM: Excel opens Thai): the title, the opening balance, every line oldest
 * first, the closing balance, then the totals per type. Opening + the lines' amounts = closing.
 */
export function monthlyCsv(s: MonthlyStatement): string {
  const t = STATEMENT_TEXTS[s.lang];
  const header = [t.colAt, t.colType, t.colTitle, t.colAmount, t.colBalance, t.colRef];
  return toCsv(
    [fillMessage(t.fileTitle, { month: s.month }), t.timeZone],
    [
      header,
      ['', '', t.opening, '', plainBaht(s.openingBalance), ''],
      ...s.lines.map((l) => [
        bangkokTime(l.at),
        t[`type_${l.type}`],
        l.title,
        plainBaht(l.amount),
        plainBaht(l.balanceAfter),
        l.ref,
      ]),
      ['', '', t.closing, '', plainBaht(s.closingBalance), ''],
      [],
      [t.totals],
      ...s.totals.map((x) => ['', t[`type_${x.type}`], '', plainBaht(x.amount)]),
    ],
  );
}
