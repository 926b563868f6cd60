import { adminCreateStaffBody, STAFF_ROLES } from '@chokdee/contracts';
import { useId } from 'react';
import { errorMessage } from '../../api/client';
import { useCreateStaff } from '../../api/create-staff';
import { FormError, PasswordField, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { showDone } from '../../lib/alerts';
import { ROLE_LABEL } from '../../config/roles';

/** A new account: username, a first password the owner passes on, and the role. */
export function StaffCreateForm() {
  const { t } = useI18n();
  const roleId = useId();
  const create = useCreateStaff();
  const form = useZodForm(adminCreateStaffBody, {
    defaultValues: { username: '', password: '', role: 'support' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset();
        void showDone(message ?? t.doneTitle);
      },
    }),
  );
  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <p className="muted">{t.staffCreateHint}</p>
      <TextField
        label={t.username}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label={t.password}
        hint={t.staffPasswordHint}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="field">
        <label className="field__label" htmlFor={roleId}>
          {t.role}
        </label>
        <select id={roleId} className="input" {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t[ROLE_LABEL[role]]}
            </option>
          ))}
        </select>
      </div>
      <FormError message={create.isError ? errorMessage(create.error) : undefined} />
      <div>
        <SubmitButton pending={create.isPending}>{t.staffCreate}</SubmitButton>
      </div>
    </form>
  );
}
