import type { WithdrawalQueueRow } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { QueueActions } from './queue-actions';
import { BankCell, FlagChips, MemberCell, RecentCell, RequestedAt, TurnoverCell } from './queue-cells';

const column = createColumnHelper<PlainTable, WithdrawalQueueRow>();

/** Each row carries what the decision needs, so staff decide without opening the member's page. */
export function QueueTable({ rows, canAct }: { rows: WithdrawalQueueRow[]; canAct: boolean }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('member', { header: t.colMember, cell: (c) => <MemberCell member={c.getValue()} /> }),
        column.accessor('bank', { header: t.colBank, cell: (c) => <BankCell bank={c.getValue()} /> }),
        column.accessor('amount', {
          header: t.colAmount,
          cell: (c) => <strong className="amount">{formatMoney(c.getValue())}</strong>,
        }),
        column.accessor('turnover', {
          header: t.colTurnover,
          cell: (c) => <TurnoverCell turnover={c.getValue()} />,
        }),
        column.accessor('recent', { header: t.colRecent, cell: (c) => <RecentCell recent={c.getValue()} /> }),
        column.display({ id: 'flags', header: t.colFlags, cell: (c) => <FlagChips row={c.row.original} /> }),
        column.accessor('createdAt', {
          header: t.colRequestedAt,
          cell: (c) => <RequestedAt at={c.getValue()} />,
        }),
        ...(canAct
          ? [
              column.display({
                id: 'actions',
                header: t.colActions,
                cell: (c) => <QueueActions row={c.row.original} />,
              }),
            ]
          : []),
      ]),
    [t, canAct],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.queueTableLabel} numeric={['amount']} />;
}
