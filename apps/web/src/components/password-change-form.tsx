import { changePassword } from '@chokdee/contracts';
import { useChangePassword } from '../api/change-password';
import { errorMessage } from '../api/client';
import { queryClient } from '../api/query-client';
import { useUser } from '../api/get-user';
import { showError, showSuccess } from '../lib/alerts';
import { FormError, PasswordField, SubmitButton, useZodForm } from './form';
import { TEXT } from '../lib/text';

/**
 * Old password, new password and its confirmation; all three required, else 'กรุณากรอกข้อมูลให้ครบ'
 * (SPEC §5). The phone number is the member's own.
 */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { data: user } = useUser();
  const mutation = useChangePassword();
  const form = useZodForm(changePassword.body, {
    values: { phone_number: user?.PhoneNumber ?? '', old_Password: '', Password: '', Confirm_Password: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const missing = errors.old_Password ?? errors.Password ?? errors.Confirm_Password ?? errors.phone_number;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await mutation.mutateAsync(body);
      // Calls refused while the password was a temporary one are asked again.
      void queryClient.invalidateQueries();
      await showSuccess(res.message);
      form.reset();
      onDone();
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label={TEXT.oldPasswordLabel}
        autoComplete="current-password"
        maxLength={15}
        invalid={!!errors.old_Password}
        {...form.register('old_Password')}
      />
      <PasswordField
        label={TEXT.newPasswordLabel}
        autoComplete="new-password"
        maxLength={15}
        hint={TEXT.passwordHint}
        invalid={!!errors.Password}
        {...form.register('Password')}
      />
      <PasswordField
        label={TEXT.confirmNewPasswordLabel}
        autoComplete="new-password"
        maxLength={15}
        invalid={!!errors.Confirm_Password}
        {...form.register('Confirm_Password')}
      />
      <FormError message={missing?.message} />
      <SubmitButton pending={mutation.isPending}>{TEXT.save}</SubmitButton>
    </form>
  );
}
