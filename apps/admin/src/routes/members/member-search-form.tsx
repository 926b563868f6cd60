import { adminListMembers } from '@chokdee/contracts';
import { z } from 'zod';
import { TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';

/** The search box with the server's own rule for `q` (plain text, at most 100 characters); empty lists all. */
const searchForm = z.object({ q: adminListMembers.querystring.shape.q });

export function MemberSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useI18n();
  const form = useZodForm(searchForm, { defaultValues: { q } });
  const submit = form.handleSubmit((values) => onSearch(values.q ?? ''));
  return (
    <form className="search-form" role="search" noValidate onSubmit={submit}>
      <TextField
        label={t.memberSearchLabel}
        hint={t.memberSearchHint}
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        error={form.formState.errors.q?.message}
        {...form.register('q', { setValueAs: (v: string) => v.trim() || undefined })}
      />
      <div className="search-form__actions">
        <button type="submit" className="btn btn-primary">
          {t.memberSearchButton}
        </button>
      </div>
    </form>
  );
}
