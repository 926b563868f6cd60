import type { ReportDayRow } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { REPORT_LABEL } from '../../lib/report-labels';
import { formatCount, formatDay } from '../../lib/report-range';

const column = createColumnHelper<PlainTable, ReportDayRow>();
const MONEY = ['deposits', 'withdrawals', 'net', 'bonuses', 'cashback', 'affiliate', 'adjustments'] as const;
const COUNTS = ['newMembers', 'firstDepositors', 'activeMembers'] as const;
const NUMERIC = [...MONEY, ...COUNTS];

/** One row per Bangkok day, headed with the CSV file's column names: the charts' numbers as text. */
export function DailyTable({ rows }: { rows: ReportDayRow[] }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('day', {
          header: t[REPORT_LABEL.day],
          cell: (c) => <span className="nowrap">{formatDay(c.getValue(), lang)}</span>,
        }),
        ...MONEY.map((figure) =>
          column.accessor(figure, {
            header: t[REPORT_LABEL[figure]],
            cell: (c) => formatMoney(c.getValue()),
          }),
        ),
        ...COUNTS.map((figure) =>
          column.accessor(figure, {
            header: t[REPORT_LABEL[figure]],
            cell: (c) => formatCount(c.getValue()),
          }),
        ),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.day });
  return <DataTable table={table} label={t.reportsDailyTable} numeric={NUMERIC} />;
}
