import {
  adminMarkWithdrawalPaidBody,
  fillMessage,
  hasControlChar,
  type WithdrawalQueueRow,
} from '@chokdee/contracts';
import { ApiError, errorMessage } from '../../api/client';
import { useApproveWithdrawal } from '../../api/approve-withdrawal';
import { useMarkWithdrawalPaid } from '../../api/mark-withdrawal-paid';
import { useRejectWithdrawal } from '../../api/reject-withdrawal';
import { useI18n, type Catalogue } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { askText, confirmAction, showDone, showError } from '../../lib/alerts';
import { bankName, formatAccount } from '../../lib/bank';

const REASON_MAX = 500;

/**
 * The reason a reject needs: the contract allows none, the screen asks for one
 * (docs/decisions/077-back-office-screens.md).
 */
export function reasonProblem(value: string, t: Catalogue) {
  const reason = value.trim();
  if (!reason) return t.reasonRequired;
  if (reason.length > REASON_MAX || hasControlChar(reason)) return t.reasonTooLong;
  return undefined;
}

/**
 * Approve, reject and mark paid for a pending row; a failed row's money is back with the member and no
 * call acts on it any more. Every action asks first, naming the amount and the member; the buttons are
 * disabled while a call runs; the server's Thai message is shown after (a 409, someone else acted first,
 * too: the queue is read again either way).
 */
export function QueueActions({ row }: { row: WithdrawalQueueRow }) {
  const { t, lang } = useI18n();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const markPaid = useMarkWithdrawalPaid();
  const busy = approve.isPending || reject.isPending || markPaid.isPending;

  if (row.status === 'failed') return <span className="muted">{t.moneyReturned}</span>;

  const amount = formatMoney(row.amount);
  const member = `${row.member.name} (${row.member.phoneNumber})`;
  const payTo = fillMessage(t.payTo, {
    bank: bankName(row.bank.code, lang),
    account: formatAccount(row.bank.code, row.bank.account),
    name: row.bank.accountName,
  });

  /** Runs the call, then says what the server said; errors (409 included) in the error popup. */
  const run = async (work: () => Promise<{ message?: string | undefined }>) => {
    try {
      const answer = await work();
      await showDone(answer.message ?? t.doneTitle);
    } catch (err) {
      await showError(err instanceof ApiError ? err.message : errorMessage(err));
    }
  };

  const onApprove = async () => {
    if (!(await confirmAction(fillMessage(t.approveQuestion, { amount, member }), payTo, t.approve))) return;
    await run(() => approve.mutateAsync(row.id));
  };

  const onReject = async () => {
    const reason = await askText({
      title: fillMessage(t.rejectQuestion, { amount, member }),
      label: t.rejectReason,
      multiline: true,
      maxLength: REASON_MAX,
      check: (value) => reasonProblem(value, t),
      confirmText: t.reject,
    });
    if (reason === null) return;
    await run(() => reject.mutateAsync({ id: row.id, reason }));
  };

  const onMarkPaid = async () => {
    const reference = await askText({
      title: fillMessage(t.markPaidQuestion, { amount, member }),
      detail: payTo,
      label: t.reference,
      maxLength: 100,
      check: (value) =>
        adminMarkWithdrawalPaidBody.safeParse({ reference: value }).success ? undefined : t.referenceInvalid,
      confirmText: t.markPaid,
    });
    if (reference === null) return;
    await run(() => markPaid.mutateAsync({ id: row.id, reference }));
  };

  return (
    <div className="row-actions" role="group" aria-label={fillMessage(t.actionFor, { member })}>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy}
        onClick={() => void onApprove()}
      >
        {t.approve}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void onReject()}>
        {t.reject}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={busy}
        onClick={() => void onMarkPaid()}
      >
        {t.markPaid}
      </button>
    </div>
  );
}
