import type { ReportGameRow } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { REPORT_LABEL } from '../../lib/report-labels';

/** A provider's or game's row; the total row carries `isTotal` and the word "Total" as its provider. */
export type GamesTableRow = ReportGameRow & { isTotal?: boolean };

const column = createColumnHelper<PlainTable, GamesTableRow>();
const MONEY = ['bets', 'refunds', 'wins', 'turnover', 'ggr', 'costs', 'ngr'] as const;

/** GGR and NGR by provider (`by="provider"`) or by game, a total row last when given. */
export function GamesTable({
  rows,
  by,
  label,
}: {
  rows: GamesTableRow[];
  by: 'provider' | 'game';
  label: string;
}) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('provider', {
          header: t[REPORT_LABEL.provider],
          cell: (c) => (c.row.original.isTotal ? <strong>{c.getValue()}</strong> : c.getValue()),
        }),
        ...(by === 'game'
          ? [
              column.accessor('game', {
                header: t[REPORT_LABEL.game],
                cell: (c) => <code>{c.getValue()}</code>,
              }),
            ]
          : []),
        ...MONEY.map((figure) =>
          column.accessor(figure, {
            header: t[REPORT_LABEL[figure]],
            cell: (c) =>
              c.row.original.isTotal ? (
                <strong>{formatMoney(c.getValue())}</strong>
              ) : (
                formatMoney(c.getValue())
              ),
          }),
        ),
      ]),
    [t, by],
  );
  const table = useTable({
    features: plainTable,
    columns,
    data: rows,
    getRowId: (row) => (row.isTotal ? 'total' : `${row.provider}/${row.game ?? ''}`),
  });
  return <DataTable table={table} label={label} numeric={MONEY} />;
}
