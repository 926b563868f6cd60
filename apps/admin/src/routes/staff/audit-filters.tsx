import type { StaffListItem } from '@chokdee/contracts';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '../../components/date-field';
import { TextField } from '../../components/field';
import { FilterActions } from '../../components/filter-actions';
import { useI18n } from '../../i18n';
import type { AuditSearch } from '../../lib/audit-filter';

const EMPTY: AuditSearch = { actor: '', action: '', member: '', from: '', to: '', page: 1 };

/**
 * The audit filters: who (the operator key or a staff account; typed when the staff list is not ours to
 * read), the action, a member, a range of Bangkok days. Applied on submit, which starts at page 1.
 */
export function AuditFilters({
  search,
  staff,
  onSearch,
}: {
  search: AuditSearch;
  staff: StaffListItem[];
  onSearch: (search: AuditSearch) => void;
}) {
  const { t } = useI18n();
  const actorId = useId();
  // The form's own copy until submitted; the page remounts the form when the URL's search changes.
  const [draft, setDraft] = useState(search);
  const set = (key: keyof Omit<AuditSearch, 'page'>) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <form className="filters" aria-label={t.auditFilters} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={actorId}>
          {t.filterActor}
        </label>
        {staff.length ? (
          <select
            id={actorId}
            className="input"
            value={draft.actor}
            onChange={(e) => set('actor')(e.target.value)}
          >
            <option value="">{t.actorEveryone}</option>
            <option value="api-key">{t.actorApiKey}</option>
            {staff.map((s) => (
              <option key={s.id} value={`staff:${s.id}`}>
                {s.username}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={actorId}
            className="input"
            value={draft.actor}
            onChange={(e) => set('actor')(e.target.value)}
          />
        )}
      </div>
      <TextField
        label={t.filterAction}
        hint={t.filterActionHint}
        autoCapitalize="off"
        spellCheck={false}
        value={draft.action}
        onChange={(e) => set('action')(e.target.value)}
      />
      <TextField
        label={t.filterMember}
        hint={t.filterMemberHint}
        autoCapitalize="off"
        spellCheck={false}
        value={draft.member}
        onChange={(e) => set('member')(e.target.value)}
      />
      <DateField label={t.filterFrom} value={draft.from} onChange={set('from')} />
      <DateField label={t.filterTo} value={draft.to} onChange={set('to')} />
      <FilterActions onClear={() => onSearch(EMPTY)} />
    </form>
  );
}
