import { adminAddMemberNoteBody, fillMessage, MEMBER_NOTE_MAX } from '@chokdee/contracts';
import { useId } from 'react';
import { errorMessage } from '../../api/client';
import { useAddMemberNote } from '../../api/add-member-note';
import { FormError, SubmitButton, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { confirmAction, showDone } from '../../lib/alerts';

/** A note kept on the member (several lines allowed, never edited: a correction is another note). */
export function MemberNoteForm({ id, who }: { id: string; who: string }) {
  const { t } = useI18n();
  const textId = useId();
  const add = useAddMemberNote();
  const form = useZodForm(adminAddMemberNoteBody, { defaultValues: { text: '' } });
  const error = form.formState.errors.text?.message;
  const submit = form.handleSubmit(async ({ text }) => {
    if (!(await confirmAction(fillMessage(t.addNoteQuestion, { member: who }), text, t.addNote))) return;
    add.mutate(
      { id, text },
      {
        onSuccess: ({ message }) => {
          form.reset();
          void showDone(message ?? t.doneTitle);
        },
      },
    );
  });
  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {t.noteText}
        </label>
        <textarea
          id={textId}
          className="input input--multiline"
          rows={4}
          maxLength={MEMBER_NOTE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : undefined}
          {...form.register('text')}
        />
        {error && (
          <p id={`${textId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <FormError message={add.isError ? errorMessage(add.error) : undefined} />
      <div>
        <SubmitButton pending={add.isPending}>{t.addNote}</SubmitButton>
      </div>
    </form>
  );
}
