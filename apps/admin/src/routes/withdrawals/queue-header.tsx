import type { StreamState } from '../../api/watch-withdrawal-queue';
import type { QueueStatus } from '../../api/get-withdrawal-queue';
import { useI18n } from '../../i18n';

const STREAM_TEXT = {
  live: 'queueLive',
  connecting: 'queueConnecting',
  reconnecting: 'queueReconnecting',
} as const;

/** Whether new withdrawals arrive by themselves right now: a dot and a word, announced when it changes. */
export function LiveIndicator({ state }: { state: StreamState }) {
  const { t } = useI18n();
  return (
    <span className={`live live--${state}`} role="status">
      <span className="live__dot" aria-hidden="true" />
      {t[STREAM_TEXT[state]]}
    </span>
  );
}

/** The sound's switch, pressed when muted; the choice stays in this browser. */
export function MuteSwitch({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="btn btn-ghost btn-sm toggle" aria-pressed={muted} onClick={onToggle}>
      {t.queueMute}
    </button>
  );
}

const STATUSES: { status: QueueStatus; label: 'queueStatusPending' | 'queueStatusFailed' }[] = [
  { status: 'pending', label: 'queueStatusPending' },
  { status: 'failed', label: 'queueStatusFailed' },
];

/** Pending or failed: two pressed-or-not buttons, the choice kept in the URL by the page. */
export function StatusFilter({
  status,
  onStatus,
}: {
  status: QueueStatus;
  onStatus: (s: QueueStatus) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="segmented" role="group" aria-label={t.queueStatusLabel}>
      {STATUSES.map((s) => (
        <button
          key={s.status}
          type="button"
          className="segmented__item"
          aria-pressed={status === s.status}
          onClick={() => onStatus(s.status)}
        >
          {t[s.label]}
        </button>
      ))}
    </div>
  );
}
