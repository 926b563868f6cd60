import { fillMessage, type ApprovalKind, type ApprovalRequest } from '@chokdee/contracts';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useDecideApproval } from '../../api/decide-approval';
import { DecisionButtons } from '../../components/decision-buttons';
import { DataTable, plainTable, type PlainTable } from '../../components/data-table';
import { useSignedIn } from '../../components/require-session';
import { useI18n, type MessageKey } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { askText, confirmAction, reportAnswer } from '../../lib/alerts';
import { At } from '../members/list-cells';
import { AuditChanges } from '../staff/audit-changes';

const column = createColumnHelper<PlainTable, ApprovalRequest>();

/** What each kind of request asks, in words. */
export const KIND_LABEL: Record<ApprovalKind, MessageKey> = {
  'itemcodes.create': 'apKindItemCode',
  'itemcodes.batch': 'apKindBatch',
  'promotions.create': 'apKindPromotionNew',
  'promotions.update': 'apKindPromotionChange',
  'rewards.rates': 'apKindRewardRates',
  'wheel.prizes': 'apKindWheel',
  'withdrawals.settings': 'apKindWithdrawSettings',
  'withdrawals.rules': 'apKindWithdrawRules',
  'deposits.assign': 'apKindAssign',
};

const STATUS: Record<ApprovalRequest['status'], { label: MessageKey; tone: string }> = {
  pending: { label: 'apStatusPending', tone: 'warn' },
  approved: { label: 'apStatusApproved', tone: 'ok' },
  rejected: { label: 'apStatusRejected', tone: 'danger' },
  alone: { label: 'apStatusAlone', tone: 'muted' },
};

/** A maker or checker by name; this session's own reads "you". */
function Who({ actor, name }: { actor: string; name: string | null }) {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  if (actor === `staff:${staff.id}`) return <span>{t.you}</span>;
  if (actor === 'api-key') return <span>{t.apOperatorKey}</span>;
  return <span className="break">{name ?? actor}</span>;
}

/** The queue: who asked for what, before → after, how much it can pay, and the decision. */
export function ApprovalTable({ rows }: { rows: ApprovalRequest[] }) {
  const { t } = useI18n();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', { header: t.colAt, cell: (c) => <At at={c.getValue()} /> }),
        column.accessor('kind', {
          header: t.apColWhat,
          cell: (c) => (
            <span className="stack">
              <strong>{t[KIND_LABEL[c.getValue()]]}</strong>
              {c.row.original.subject && <code className="break muted">{c.row.original.subject}</code>}
            </span>
          ),
        }),
        column.display({
          id: 'change',
          header: t.apColChange,
          cell: (c) => <AuditChanges before={c.row.original.before} after={c.row.original.after} />,
        }),
        column.accessor('value', {
          header: t.apColValue,
          cell: (c) => {
            const value = c.getValue();
            return value === null ? (
              <span className="muted">{t.apNoBound}</span>
            ) : (
              <span>{formatMoney(value)}</span>
            );
          },
        }),
        column.display({
          id: 'who',
          header: t.colWho,
          cell: (c) => {
            const r = c.row.original;
            return (
              <span className="stack">
                <span>
                  {t.adjustmentMadeBy} <Who actor={r.requestedBy} name={r.requestedByName} />
                </span>
                {r.decidedBy && (
                  <span>
                    {t.adjustmentDecidedBy} <Who actor={r.decidedBy} name={r.decidedByName} />
                  </span>
                )}
                {r.decidedAt && <At at={r.decidedAt} />}
                {r.note && <span className="muted break">{r.note}</span>}
              </span>
            );
          },
        }),
        column.accessor('status', {
          header: t.colStatus,
          cell: (c) => {
            const status = STATUS[c.getValue()];
            const { result } = c.row.original;
            return (
              <span className="stack">
                <span className={`chip chip--${status.tone}`}>{t[status.label]}</span>
                {result && <code className="break muted">{result}</code>}
              </span>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: t.colActions,
          cell: (c) => <ApprovalActions row={c.row.original} />,
        }),
      ]),
    [t],
  );
  const table = useTable({ features: plainTable, columns, data: rows, getRowId: (row) => row.id });
  return <DataTable table={table} label={t.apTableLabel} numeric={['value']} />;
}

/**
 * Approve or reject a pending request; its maker may only withdraw it. The server decides who may: a
 * refusal (a daily limit, a request gone stale) is its message, shown as it is.
 */
function ApprovalActions({ row }: { row: ApprovalRequest }) {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const decide = useDecideApproval();
  const own = row.requestedBy === `staff:${staff.id}`;
  if (row.status !== 'pending' || (!row.mayDecide && !own)) return <span className="muted">—</span>;
  const what = t[KIND_LABEL[row.kind]];

  const run = (approve: boolean, note?: string) =>
    reportAnswer(() => decide.mutateAsync({ id: row.id, approve, note }));
  const approve = async () => {
    const value = row.value === null ? t.apNoBound : formatMoney(row.value);
    const asked = await confirmAction(
      fillMessage(t.apApproveQuestion, { what }),
      fillMessage(t.apApproveDetail, { value }),
      t.approve,
    );
    if (asked) await run(true);
  };
  const reject = async () => {
    const note = await askText({
      title: fillMessage(own ? t.apWithdrawQuestion : t.apRejectQuestion, { what }),
      label: t.apRejectNote,
      multiline: true,
      maxLength: 500,
      check: () => undefined,
      confirmText: own ? t.apWithdraw : t.reject,
    });
    if (note !== null) await run(false, note.trim() || undefined);
  };
  return (
    <DecisionButtons
      label={what}
      busy={decide.isPending}
      onApprove={row.mayDecide ? () => void approve() : undefined}
      onReject={() => void reject()}
      rejectText={own ? t.apWithdraw : undefined}
    />
  );
}
