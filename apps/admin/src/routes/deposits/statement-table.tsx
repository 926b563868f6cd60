import { fillMessage, type AdminBankStatement } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';
import { At } from '../members/list-cells';
import { CandidateList, StatementActions } from './statement-actions';

const column = createColumnHelper<PlainTable, AdminBankStatement>();

/** The sender exactly as the bank reported it: bank, account (maybe masked), name. */
function SenderCell({ row }: { row: AdminBankStatement }) {
  const { t, lang } = useI18n();
  return (
    <span className="stack">
      <span>{bankName(row.fromBankCode, lang)}</span>
      <span className="tabular" translate="no">
        {formatAccount(row.fromBankCode, row.fromAccount)}
      </span>
      <span className={row.fromName ? undefined : 'muted'}>{row.fromName ?? t.senderNameUnknown}</span>
    </span>
  );
}

/** Each waiting transfer with what deciding needs: sender, amount, time, our account, who may own it. */
export function StatementTable({ rows, canAct }: { rows: AdminBankStatement[]; canAct: boolean }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('time', {
          header: t.colTransferredAt,
          cell: (c) => (
            <span className="stack">
              <At at={c.getValue()} />
              <code className="muted break">{c.row.original.ref}</code>
            </span>
          ),
        }),
        column.accessor('amount', {
          header: t.colAmount,
          cell: (c) => <strong className="amount">{formatMoney(c.getValue())}</strong>,
        }),
        column.display({
          id: 'sender',
          header: t.colSender,
          cell: (c) => <SenderCell row={c.row.original} />,
        }),
        column.accessor('toAccount', {
          header: t.colChannel,
          cell: (c) => (
            <span className="stack">
              <span className="tabular" translate="no">
                {c.getValue()}
              </span>
              <span className="muted">{c.row.original.source === 'slip' ? t.viaSlip : t.viaFeed}</span>
              {c.row.original.sameAsRef && (
                <span className="chip chip--warn">
                  {fillMessage(t.duplicateOf, { ref: c.row.original.sameAsRef })}
                </span>
              )}
            </span>
          ),
        }),
        column.display({
          id: 'candidates',
          header: t.colCandidates,
          cell: (c) => <CandidateList row={c.row.original} canAct={canAct} />,
        }),
        ...(canAct
          ? [
              column.display({
                id: 'actions',
                header: t.colActions,
                cell: (c) => <StatementActions row={c.row.original} />,
              }),
            ]
          : []),
      ]),
    [t, canAct],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.ref });
  return <DataTable table={table} label={t.statementTableLabel} numeric={['amount']} />;
}
