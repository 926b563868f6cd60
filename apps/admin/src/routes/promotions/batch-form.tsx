import { adminCreateItemCodeBatchBody, fillMessage } from '@chokdee/contracts';
import { z } from 'zod';
import { errorMessage, isAwaitingApproval } from '../../api/client';
import { useCreateItemCodeBatch } from '../../api/create-item-code-batch';
import { FormDateField } from '../../components/date-field';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { confirmAction, showSaved } from '../../lib/alerts';
import { fromBangkokInput } from './bangkok-input';
import { FieldRow } from './promotion-fields';
import { numberOf } from '../../lib/number-input';

const f = adminCreateItemCodeBatchBody.shape;
/** Text inputs read into the contract's own rules; an empty prefix, turnover or expiry is left out. */
const batchForm = z.object({
  prefix: z.preprocess((v) => String(v ?? '').trim() || undefined, f.prefix),
  count: z.preprocess(numberOf, f.count),
  amount: z.preprocess(numberOf, f.amount),
  turnover: z.preprocess((v) => (String(v ?? '').trim() === '' ? undefined : numberOf(v)), f.turnover),
  expiresAt: z.preprocess((v) => fromBangkokInput(String(v ?? '')) ?? undefined, f.expiresAt),
  note: f.note,
});

/**
 * A new batch: how many codes, the credit and turnover of each, the expiry and why. Asks first, naming the
 * most the batch can pay out; then opens the batch's codes.
 */
export function BatchForm({ onCreated }: { onCreated: (batchId: string) => void }) {
  const { t } = useI18n();
  const create = useCreateItemCodeBatch();
  const form = useZodForm(batchForm, {
    defaultValues: { prefix: '', count: '', amount: '', turnover: '', expiresAt: '', note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const question = fillMessage(t.batchQuestion, { count: body.count, amount: formatMoney(body.amount) });
    const detail = fillMessage(t.batchQuestionDetail, { total: formatMoney(body.count * body.amount) });
    if (!(await confirmAction(question, detail, t.batchCreate))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        void showSaved(answer);
        // A batch waiting for approval has no codes yet to open.
        if (!isAwaitingApproval(answer)) onCreated(answer.data.id);
      },
    });
  });

  return (
    <form className="form form--wide" noValidate onSubmit={submit}>
      <p className="notice">{t.batchRule}</p>
      <FieldRow>
        <TextField
          label={t.batchFieldPrefix}
          hint={t.batchFieldPrefixHint}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.prefix?.message}
          {...form.register('prefix')}
        />
        <TextField
          label={t.batchFieldCount}
          hint={t.batchFieldCountHint}
          inputMode="numeric"
          error={errors.count?.message}
          {...form.register('count')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={t.batchFieldAmount}
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={t.batchFieldTurnover}
          hint={t.batchFieldTurnoverHint}
          inputMode="decimal"
          error={errors.turnover?.message}
          {...form.register('turnover')}
        />
      </FieldRow>
      <FormDateField
        control={form.control}
        name="expiresAt"
        withTime
        label={t.batchFieldExpires}
        hint={t.batchFieldExpiresHint}
        error={errors.expiresAt?.message}
      />
      <TextField
        label={t.batchFieldNote}
        hint={t.batchFieldNoteHint}
        maxLength={200}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <FormError message={create.isError ? errorMessage(create.error) : undefined} />
      <div>
        <SubmitButton pending={create.isPending}>{t.batchCreate}</SubmitButton>
      </div>
    </form>
  );
}
