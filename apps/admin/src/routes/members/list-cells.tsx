import { Link } from 'react-router';
import { memberPath } from '../../config/paths';
import { useI18n, type MessageKey } from '../../i18n';
import { formatDateTime } from '../../i18n/format';

/** A moment in a list, or a dash when it has not happened. */
export function At({ at }: { at: string | null }) {
  const { lang } = useI18n();
  if (!at) return <span className="muted">—</span>;
  return (
    <time className="tabular" dateTime={at}>
      {formatDateTime(at, lang)}
    </time>
  );
}

/**
 * A status the server writes as a code, in words when the catalogue knows it (else the code itself: a new
 * status still shows), with a tone.
 */
export function StatusChip({
  status,
  labels,
  tones = {},
}: {
  status: string;
  labels: Record<string, MessageKey>;
  tones?: Record<string, 'ok' | 'warn' | 'danger' | 'info'>;
}) {
  const { t } = useI18n();
  const label = labels[status];
  return <span className={`chip chip--${tones[status] ?? 'info'}`}>{label ? t[label] : status}</span>;
}

/** A member in a list: the name links to their page, the phone under it. */
export function MemberNameCell({ id, name, phone }: { id: string; name: string; phone: string }) {
  return (
    <span className="stack">
      <Link className="member-link" to={memberPath(id)}>
        {name}
      </Link>
      <span className="muted tabular">{phone}</span>
    </span>
  );
}
