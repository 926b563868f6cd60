import { fillMessage, type AdminItemCodeBatch } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { batchHref } from './promotions-search';

const column = createColumnHelper<PlainTable, AdminItemCodeBatch>();

/** A batch's name for people: its note, with its prefix when it has one. */
export const batchName = (b: AdminItemCodeBatch) => (b.prefix ? `${b.note} (${b.prefix})` : b.note);

/** Batches newest first: terms, how many of the codes were used, and the way to its codes. */
export function BatchTable({ batches }: { batches: AdminItemCodeBatch[] }) {
  const { t, lang } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: t.colCreatedAt,
          cell: (c) => <time dateTime={c.getValue()}>{formatDateTime(c.getValue(), lang)}</time>,
        }),
        column.accessor('note', {
          header: t.colBatchNote,
          cell: (c) => <span className="break">{c.getValue()}</span>,
        }),
        column.accessor('prefix', {
          header: t.colPrefix,
          cell: (c) => <span className="code-text">{c.getValue() ?? '-'}</span>,
        }),
        column.accessor('redeemed', {
          header: t.colCodes,
          cell: (c) =>
            `${c.getValue().toLocaleString('en-US')} / ${c.row.original.count.toLocaleString('en-US')}`,
        }),
        column.accessor('amount', { header: t.colPerCode, cell: (c) => formatMoney(c.getValue()) }),
        column.accessor('turnover', { header: t.colBatchTurnover, cell: (c) => formatMoney(c.getValue()) }),
        column.accessor('expiresAt', {
          header: t.colExpires,
          cell: (c) => {
            const at = c.getValue();
            return at ? <time dateTime={at}>{formatDateTime(at, lang)}</time> : t.noExpiry;
          },
        }),
        column.display({
          id: 'actions',
          header: t.colActions,
          cell: (c) => (
            <Link
              className="btn btn-ghost btn-sm"
              to={batchHref(c.row.original.id)}
              aria-label={fillMessage(t.batchViewOf, { note: batchName(c.row.original) })}
            >
              {t.batchView}
            </Link>
          ),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features: plainTable, columns, data: batches, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.batchTableLabel} numeric={['redeemed', 'amount', 'turnover']} />;
}
