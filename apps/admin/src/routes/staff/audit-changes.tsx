import { useI18n } from '../../i18n';
import { auditChanges } from '../../lib/audit-diff';

/**
 * An entry's before and after as the fields that changed: "status: pending → paid", a created record's
 * fields with only their new value. The old value struck through, the new one plain, both also said in
 * words for screen readers.
 */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const { t } = useI18n();
  const changes = auditChanges(before, after);
  if (!changes.length) return <span className="muted">{t.diffNone}</span>;
  return (
    <ul className="diff">
      {changes.map((change) => (
        <li key={change.field} className="diff__line">
          <span className="diff__field">{change.field}:</span>{' '}
          {change.before !== undefined && (
            <del className="diff__before">
              <span className="sr-only">{t.diffBefore} </span>
              {change.before}
            </del>
          )}
          {change.before !== undefined && change.after !== undefined && <span aria-hidden="true"> → </span>}
          {change.after !== undefined && (
            <ins className="diff__after">
              <span className="sr-only">{t.diffAfter} </span>
              {change.after}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
}
