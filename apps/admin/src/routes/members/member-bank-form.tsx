import { adminChangeMemberBankBody, fillMessage, MEMBER_BANK_CODES } from '@chokdee/contracts';
import { useId } from 'react';
import { errorMessage } from '../../api/client';
import { useChangeMemberBank } from '../../api/change-member-bank';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { confirmAction, showDone } from '../../lib/alerts';
import { bankName, formatAccount } from '../../lib/bank';

/**
 * The owner's change of the bound bank: a member bank, an account of that bank's length, the reason. The
 * server refuses the site's own accounts and another member's; the owner checks the holder out of band.
 */
export function MemberBankForm({ id, who, current }: { id: string; who: string; current: string }) {
  const { t, lang } = useI18n();
  const bankId = useId();
  const change = useChangeMemberBank();
  const form = useZodForm(adminChangeMemberBankBody, {
    defaultValues: { BankCode: current, BankAccount: '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const to = `${bankName(body.BankCode, lang)} ${formatAccount(body.BankCode, body.BankAccount)}`;
    const question = fillMessage(t.changeBankQuestion, { member: who, to });
    if (!(await confirmAction(question, t.changeBankDetail, t.changeBank))) return;
    change.mutate(
      { id, ...body },
      {
        onSuccess: ({ message }) => {
          form.reset({ BankCode: body.BankCode, BankAccount: '', reason: '' });
          void showDone(message ?? t.doneTitle);
        },
      },
    );
  });
  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={bankId}>
          {t.bankLabel}
        </label>
        <select id={bankId} className="input" {...form.register('BankCode')}>
          {MEMBER_BANK_CODES.map((code) => (
            <option key={code} value={code}>
              {bankName(code, lang)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t.newAccount}
        hint={t.newAccountHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.BankAccount?.message}
        {...form.register('BankAccount')}
      />
      <TextField
        label={t.actionReason}
        autoComplete="off"
        maxLength={500}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <FormError message={change.isError ? errorMessage(change.error) : undefined} />
      <div>
        <SubmitButton pending={change.isPending}>{t.changeBank}</SubmitButton>
      </div>
    </form>
  );
}
