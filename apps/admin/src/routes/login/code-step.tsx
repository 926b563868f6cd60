import { staffTotpBody, type StaffLoginAnswer } from '@chokdee/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { useStaffTotp } from '../../api/sign-in';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { EnrolSecret } from './enrol-secret';

const codeOnly = staffTotpBody.pick({ code: true });

interface CodeStepProps {
  answer: StaffLoginAnswer;
  returnTo: string;
  onStartOver: () => void;
}

/** Step 2: the 6-digit code (after enrolling the app, the first time); the server then sets the cookie. */
export function CodeStep({ answer, returnTo, onStartOver }: CodeStepProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const totp = useStaffTotp();
  const form = useZodForm(codeOnly, { defaultValues: { code: '' } });
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step on the same page: focus moves to its heading, so a screen reader reads what to do next.
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(({ code }) =>
    totp.mutate(
      { ticket: answer.ticket, code },
      { onSuccess: () => void navigate(returnTo, { replace: true }) },
    ),
  );
  return (
    <div className="step">
      <h2 className="step__title" ref={heading} tabIndex={-1}>
        {answer.enrol ? t.enrolTitle : t.codeTitle}
      </h2>
      {answer.enrol ? <EnrolSecret enrol={answer.enrol} /> : <p>{t.codeIntro}</p>}
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t.codeLabel}
          hint={t.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="input--code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormError message={totp.isError ? errorMessage(totp.error) : undefined} />
        <SubmitButton block pending={totp.isPending}>
          {t.verify}
        </SubmitButton>
        <button type="button" className="btn btn-ghost btn-block" onClick={onStartOver}>
          {t.startOver}
        </button>
      </form>
    </div>
  );
}
