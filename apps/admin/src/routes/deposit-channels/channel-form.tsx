import { BANKS, CHANNEL_KINDS, type AdminDepositChannel } from '@chokdee/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { useSaveDepositChannel } from '../../api/save-deposit-channel';
import { FormError, SubmitButton, TextField } from '../../components/field';
import { useI18n } from '../../i18n';
import { showDone } from '../../lib/alerts';
import { bankName } from '../../lib/bank';
import { checkChannelForm, EMPTY_FORM, toFormValues, type ChannelFormValues } from './channel-input';

interface ChannelFormProps {
  /** The channel being edited; undefined: a new one. */
  editing?: AdminDepositChannel | undefined;
  /** Where a new channel goes: after the last one. */
  nextSortOrder: number;
  onDone: () => void;
}

/**
 * Adds or edits a channel. The contract's schema checks the values (`checkChannelForm`), so the form
 * refuses what the server would, in the same words; only the fields of the chosen kind are sent.
 */
export function ChannelForm({ editing, nextSortOrder, onDone }: ChannelFormProps) {
  const { t, lang } = useI18n();
  const ids = { kind: useId(), bank: useId() };
  const save = useSaveDepositChannel();
  const form = useForm<ChannelFormValues>({
    defaultValues: editing ? toFormValues(editing) : EMPTY_FORM,
  });
  const first = useRef<HTMLSelectElement | null>(null);
  useEffect(() => {
    form.reset(editing ? toFormValues(editing) : EMPTY_FORM);
    if (editing) first.current?.focus();
  }, [editing, form]);

  const kind = useWatch({ control: form.control, name: 'channel' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const checked = checkChannelForm(values, editing ? editing.sortOrder : nextSortOrder);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors))
        form.setError(field as keyof ChannelFormValues, { message });
      return;
    }
    save.mutate(
      { id: editing?.id, input: checked.input },
      {
        onSuccess: ({ message }) => {
          form.reset(EMPTY_FORM);
          onDone();
          void showDone(message ?? t.doneTitle);
        },
      },
    );
  });
  const accountLabel =
    kind === 'WALLET' ? t.chWalletPhone : kind === 'PROMPTPAY' ? t.chPromptpayId : t.chBankAccount;
  const { ref: kindRef, ...kindField } = form.register('channel');

  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={ids.kind}>
          {t.chKind}
        </label>
        <select
          id={ids.kind}
          className="input"
          {...kindField}
          ref={(el) => {
            kindRef(el);
            first.current = el;
          }}
        >
          {CHANNEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {t[`chKind${k}`]}
            </option>
          ))}
        </select>
      </div>
      {kind === 'BANK' && (
        <div className="field">
          <label className="field__label" htmlFor={ids.bank}>
            {t.chBank}
          </label>
          <select id={ids.bank} className="input" {...form.register('bankCode')}>
            {BANKS.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bankName(bank.code, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        label={accountLabel}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <TextField
        label={t.chHolder}
        autoComplete="off"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t.chMinAmount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.minAmount?.message}
        {...form.register('minAmount')}
      />
      <TextField
        label={t.chMaxAmount}
        hint={t.chLimitHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.maxAmount?.message}
        {...form.register('maxAmount')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('hiddenFromNew')} />
        <span>{t.chHiddenFromNew}</span>
      </label>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        <span>{t.chActive}</span>
      </label>
      <FormError message={save.isError ? errorMessage(save.error) : undefined} />
      <div className="row-actions">
        <SubmitButton pending={save.isPending}>{editing ? t.chSaveSubmit : t.chAddSubmit}</SubmitButton>
        {editing && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t.chCancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
