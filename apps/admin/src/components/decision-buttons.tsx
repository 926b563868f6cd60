import { useI18n } from '../i18n';

/**
 * Approve and reject for one row of a queue that waits for a person (adjustments, approval requests, held
 * cashback): the group is named after what is decided; `onReject` absent shows approve alone, `approve`
 * false reject alone (a maker withdrawing their own request, with its own wording).
 */
export function DecisionButtons({
  label,
  busy,
  onApprove,
  onReject,
  rejectText,
}: {
  label: string;
  busy: boolean;
  onApprove?: (() => void) | undefined;
  onReject: () => void;
  rejectText?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="row-actions" role="group" aria-label={label}>
      {onApprove && (
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={onApprove}>
          {t.approve}
        </button>
      )}
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onReject}>
        {rejectText ?? t.reject}
      </button>
    </div>
  );
}
