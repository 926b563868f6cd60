import { PROTECTION_FLAG_REASONS, type ProtectionFlagReason } from '@chokdee/contracts';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../../components/date-field';
import { FilterActions } from '../../components/filter-actions';
import { useI18n } from '../../i18n';
import { REASON_LABEL } from './flags-table';
import type { ProtectionSearch } from './protection-search';

const EMPTY: ProtectionSearch = { reason: '', from: '', to: '', page: 1 };

/** Reason and a range of Bangkok days, applied on submit (which starts at page 1). */
export function ProtectionFilters({
  search,
  onSearch,
}: {
  search: ProtectionSearch;
  onSearch: (search: ProtectionSearch) => void;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  // The form's own copy until submitted; the page remounts the form when the URL's search changes.
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  return (
    <form className="filters" aria-label={t.protectionFilters} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          {t.filterReason}
        </label>
        <select
          id={reasonId}
          className="input"
          value={draft.reason}
          onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value as ProtectionFlagReason | '' }))}
        >
          <option value="">{t.reasonEvery}</option>
          {PROTECTION_FLAG_REASONS.map((r) => (
            <option key={r} value={r}>
              {t[REASON_LABEL[r]]}
            </option>
          ))}
        </select>
      </div>
      <DateField
        label={t.filterFrom}
        value={draft.from}
        onChange={(from) => setDraft((d) => ({ ...d, from }))}
      />
      <DateField label={t.filterTo} value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
      <FilterActions onClear={() => onSearch(EMPTY)} />
    </form>
  );
}
