import { checkPhone } from '@chokdee/contracts';
import { useCheckPhone } from '../../api/check-phone';
import { errorMessage } from '../../api/client';
import { SubmitButton, TextField, useZodForm } from '../../components/form';
import { showError } from '../../lib/alerts';
import { TEXT } from '../../lib/text';

/** Step 1: a 10-digit phone number, checked by POST checkPhone. */
export function PhoneStep({ onDone }: { onDone: (phone: string) => void }) {
  const check = useCheckPhone();
  const form = useZodForm(checkPhone.body, { defaultValues: { phoneNumber: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await check.mutateAsync(body);
      onDone(body.phoneNumber);
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={TEXT.phoneLabel}
        hint={TEXT.phoneHint}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        autoFocus
        error={form.formState.errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <SubmitButton pending={check.isPending}>{TEXT.next}</SubmitButton>
    </form>
  );
}
