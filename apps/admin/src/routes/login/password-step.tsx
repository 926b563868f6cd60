import { staffLoginBody, type StaffLoginAnswer } from '@chokdee/contracts';
import { useStaffLogin } from '../../api/sign-in';
import { errorMessage } from '../../api/client';
import { FormError, PasswordField, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';

/** Step 1: username and password; the answer's ticket (and enrolment) moves on to the code step. */
export function PasswordStep({ onTicket }: { onTicket: (answer: StaffLoginAnswer) => void }) {
  const { t } = useI18n();
  const login = useStaffLogin();
  const form = useZodForm(staffLoginBody, { defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((body) => login.mutate(body, { onSuccess: onTicket }))}
    >
      <TextField
        label={t.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError message={login.isError ? errorMessage(login.error) : undefined} />
      <SubmitButton block pending={login.isPending}>
        {t.next}
      </SubmitButton>
    </form>
  );
}
