import { useI18n } from '../i18n';

/** The end of a filter form (audit log, player protection): apply, the form's submit, and clear. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  const { t } = useI18n();
  return (
    <div className="filters__actions">
      <button type="submit" className="btn btn-primary btn-sm">
        {t.filterApply}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        {t.filterClear}
      </button>
    </div>
  );
}
