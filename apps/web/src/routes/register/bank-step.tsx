import { checkBank, findBank, WALLET_BANK } from '@chokdee/contracts';
import { useWatch } from 'react-hook-form';
import { useCheckBank } from '../../api/check-bank';
import { errorMessage } from '../../api/client';
import { BankPicker } from '../../components/bank-picker';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/form';
import { showError } from '../../lib/alerts';
import { TEXT } from '../../lib/text';

export interface CheckedBank {
  BankCode: string;
  BankAccount: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Step 2: the member's bank and account, checked by POST checkBank (names and a bank token back). */
export function BankStep({ onBack, onDone }: { onBack: () => void; onDone: (bank: CheckedBank) => void }) {
  const check = useCheckBank();
  const form = useZodForm(checkBank.body, { defaultValues: { BankCode: '', BankAccount: '' } });
  const bankCode = useWatch({ control: form.control, name: 'BankCode' });
  const { errors } = form.formState;
  const bank = findBank(bankCode);
  const hint =
    bankCode === WALLET_BANK.code
      ? TEXT.walletAccountHint
      : bank
        ? TEXT.accountHintForBank.replace('{digits}', String(bank.accountLength))
        : TEXT.accountHint;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { data } = await check.mutateAsync(body);
      onDone({ ...body, ...data });
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <BankPicker invalid={!!errors.BankCode} {...form.register('BankCode')} />
      <TextField
        label={TEXT.accountLabel}
        hint={hint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        invalid={!!errors.BankAccount}
        {...form.register('BankAccount')}
      />
      {/* SPEC §5: one message whether the bank or the account is missing or wrong; a length the chosen bank
          does not use names the bank and its length (contracts' accountMismatch). */}
      <FormError message={(errors.BankCode ?? errors.BankAccount)?.message} />
      <div className="form__row">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {TEXT.back}
        </button>
        <SubmitButton pending={check.isPending}>{TEXT.checkBankSubmit}</SubmitButton>
      </div>
    </form>
  );
}
