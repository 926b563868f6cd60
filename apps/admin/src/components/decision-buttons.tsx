import { fillMessage } from '@chokdee/contracts';
import { useI18n } from '../i18n';
import { confirmAction, reportAnswer } from '../lib/alerts';

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

/**
 * The buttons of a queue row whose decision is asked once more in a popup (`questions`, filled with `what`;
 * `detail` under it), then sent by `decide`, its answer reported (lib/alerts.ts).
 */
export function ConfirmedDecisionButtons({
  what,
  questions,
  detail,
  busy,
  decide,
}: {
  what: string;
  questions: { approve: string; reject: string };
  detail?: string | undefined;
  busy: boolean;
  decide: (approve: boolean) => Promise<{ message?: string | undefined }>;
}) {
  const { t } = useI18n();
  const act = async (approve: boolean) => {
    const asked = await confirmAction(
      fillMessage(approve ? questions.approve : questions.reject, { what }),
      detail,
      approve ? t.approve : t.reject,
    );
    if (asked) await reportAnswer(() => decide(approve));
  };
  return (
    <DecisionButtons
      label={what}
      busy={busy}
      onApprove={() => void act(true)}
      onReject={() => void act(false)}
    />
  );
}
