import { fillMessage, type AdminAdjustment } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDecideAdjustment } from '../../api/decide-adjustment';
import { ConfirmedDecisionButtons } from '../../components/decision-buttons';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useSignedIn } from '../../components/require-session';
import { memberPath } from '../../config/paths';
import { useI18n, type MessageKey } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { At } from '../members/list-cells';

const column = createColumnHelper<PlainTable, AdminAdjustment>();

const STATUS: Record<AdminAdjustment['status'], { label: MessageKey; tone: string }> = {
  pending: { label: 'adjStatusPending', tone: 'warn' },
  applied: { label: 'adjStatusApplied', tone: 'ok' },
  rejected: { label: 'adjStatusRejected', tone: 'danger' },
};

/** `staff:<id>` of this session reads "you"; the others as the audit log names them. */
function Actor({ actor }: { actor: string }) {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  return actor === `staff:${staff.id}` ? <span>{t.you}</span> : <code className="break">{actor}</code>;
}

export function AdjustmentTable({ rows }: { rows: AdminAdjustment[] }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        column.accessor('memberPhone', {
          header: t.colMember,
          cell: (c) => (
            <Link className="member-link tabular" to={memberPath(c.row.original.memberId)}>
              {c.getValue()}
            </Link>
          ),
        }),
        column.accessor('amount', {
          header: t.colAmount,
          cell: (c) => (
            <span className="stack">
              <strong className={c.row.original.direction === 'credit' ? 'amount-in' : 'amount-out'}>
                {c.row.original.direction === 'credit' ? '+' : '−'}
                {formatMoney(c.getValue())}
              </strong>
              <span className="muted">{c.row.original.direction === 'credit' ? t.credit : t.debit}</span>
            </span>
          ),
        }),
        column.accessor('reason', {
          header: t.actionReason,
          cell: (c) => <span className="break">{c.getValue()}</span>,
        }),
        column.accessor('status', {
          header: t.colStatus,
          cell: (c) => {
            const status = STATUS[c.getValue()];
            return (
              <span className="stack">
                <span className={`chip chip--${status.tone}`}>{t[status.label]}</span>
                {c.row.original.needsApproval && c.getValue() === 'pending' && (
                  <span className="muted">{t.adjustmentNeedsApproval}</span>
                )}
              </span>
            );
          },
        }),
        column.display({
          id: 'who',
          header: t.colWho,
          cell: (c) => (
            <span className="stack">
              <span>
                {t.adjustmentMadeBy} <Actor actor={c.row.original.requestedBy} />
              </span>
              {c.row.original.decidedBy && (
                <span>
                  {t.adjustmentDecidedBy} <Actor actor={c.row.original.decidedBy} />
                </span>
              )}
              {c.row.original.decidedAt && <At at={c.row.original.decidedAt} />}
            </span>
          ),
        }),
        column.display({
          id: 'actions',
          header: t.colActions,
          cell: (c) => <AdjustmentActions row={c.row.original} />,
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.adjustmentsTableLabel} numeric={['amount']} />;
}

/**
 * Approve or reject a pending one. The maker may reject their own, never approve it: the server says so,
 * and its message is shown as it is.
 */
function AdjustmentActions({ row }: { row: AdminAdjustment }) {
  const { t } = useI18n();
  const decide = useDecideAdjustment();
  if (row.status !== 'pending') return <span className="muted">—</span>;
  const what = fillMessage(row.direction === 'credit' ? t.creditWhat : t.debitWhat, {
    amount: formatMoney(row.amount),
    member: row.memberPhone,
  });
  return (
    <ConfirmedDecisionButtons
      what={what}
      questions={{ approve: t.approveAdjustmentQuestion, reject: t.rejectAdjustmentQuestion }}
      detail={row.reason}
      busy={decide.isPending}
      decide={(approve) => decide.mutateAsync({ id: row.id, approve })}
    />
  );
}
