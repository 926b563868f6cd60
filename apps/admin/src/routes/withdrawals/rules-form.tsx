import { withdrawalRules, type WithdrawalRules } from '@chokdee/contracts';
import { useWithdrawalRules } from '../../api/get-withdrawal-rules';
import { errorMessage, isAwaitingApproval } from '../../api/client';
import { useSaveWithdrawalRules } from '../../api/save-withdrawal-rules';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { showSaved } from '../../lib/alerts';

/** The auto-withdraw rules, folded under the queue's heading: set once, read rarely. */
export function RulesSection() {
  const { t } = useI18n();
  const rules = useWithdrawalRules();
  return (
    <details className="panel">
      <summary className="panel__summary">{t.rulesTitle}</summary>
      <div className="panel__body">
        <p className="muted">{t.rulesIntro}</p>
        <QueryState query={rules}>{(data) => <RulesForm rules={data} />}</QueryState>
      </div>
    </details>
  );
}

/** The contract's schema checks the numbers; its English refusals are worded by the catalogue here. */
function RulesForm({ rules }: { rules: WithdrawalRules }) {
  const { t } = useI18n();
  const save = useSaveWithdrawalRules();
  const form = useZodForm(withdrawalRules, { defaultValues: rules });
  const { errors } = form.formState;
  const amountError = (failed: unknown) => (failed ? t.rulesAmountInvalid : undefined);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        form.reset(isAwaitingApproval(answer) ? rules : answer.data);
        void showSaved(answer);
      },
    }),
  );
  return (
    <form className="form form--narrow" noValidate onSubmit={submit}>
      <TextField
        label={t.rulesAutoMaxPerDay}
        hint={t.rulesAutoMaxPerDayHint}
        inputMode="decimal"
        error={amountError(errors.autoMaxPerDay)}
        {...form.register('autoMaxPerDay', { valueAsNumber: true })}
      />
      <label className="check">
        <input type="checkbox" {...form.register('firstWithdrawalNeedsApproval')} />
        <span>{t.rulesFirstNeedsApproval}</span>
      </label>
      <TextField
        label={t.rulesLargeAmount}
        hint={t.rulesLargeAmountHint}
        inputMode="decimal"
        error={amountError(errors.largeAmount)}
        {...form.register('largeAmount', { valueAsNumber: true })}
      />
      <FormError message={save.isError ? errorMessage(save.error) : undefined} />
      <div>
        <SubmitButton pending={save.isPending}>{t.save}</SubmitButton>
      </div>
    </form>
  );
}
