import { CLAIM_RULES, fillMessage, type AdminPromotion } from '@chokdee/contracts';
import { errorMessage } from '../../api/client';
import { useSavePromotion } from '../../api/save-promotion';
import { FormDateField } from '../../components/date-field';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { useI18n, type MessageKey } from '../../i18n';
import { showSaved } from '../../lib/alerts';
import { FieldRow, SelectField } from './promotion-fields';
import { formValuesOf, promotionForm } from './promotion-form-schema';
import { PromotionPreviewLine } from './promotion-preview-line';

export const RULE_LABEL: Record<(typeof CLAIM_RULES)[number], MessageKey> = {
  firstDeposit: 'promoRuleFirstDeposit',
  oncePerMember: 'promoRuleOncePerMember',
  oncePerDay: 'promoRuleOncePerDay',
  everyDeposit: 'promoRuleEveryDeposit',
};

/**
 * Every field of a promotion, for a new one (`promotion` null) or a change. A change applies to later
 * deposits only: a running bonus keeps its conditions (docs/decisions/034-promotion-units.md).
 */
export function PromotionForm({
  promotion,
  onDone,
}: {
  promotion: AdminPromotion | null;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const save = useSavePromotion();
  const form = useZodForm(promotionForm, { defaultValues: formValuesOf(promotion) });
  const { errors } = form.formState;
  const values = form.watch();

  const submit = form.handleSubmit((body) =>
    save.mutate(promotion ? { id: promotion.id, body } : { id: null, body }, {
      onSuccess: (answer) => {
        void showSaved(answer);
        onDone();
      },
    }),
  );

  const unitSelect = (
    name: 'maxBonusType' | 'depositType' | 'maxWithdrawType',
    field: string,
    times: MessageKey,
  ) => (
    <SelectField label={fillMessage(t.promoUnitOf, { field })} {...form.register(name)}>
      <option value="0">{t.promoUnitBaht}</option>
      <option value="1">{t[times]}</option>
    </SelectField>
  );

  return (
    <form className="form form--wide" noValidate onSubmit={submit}>
      <TextField label={t.promoFieldTitle} error={errors.title?.message} {...form.register('title')} />
      <TextField
        label={t.promoFieldImage}
        hint={t.promoFieldImageHint}
        type="url"
        inputMode="url"
        error={errors.imageUrl?.message}
        {...form.register('imageUrl')}
      />
      <FieldRow>
        <TextField
          label={t.promoFieldPercent}
          inputMode="numeric"
          error={errors.bonusPercent?.message}
          {...form.register('bonusPercent')}
        />
        <TextField
          label={t.promoFieldMinimum}
          inputMode="decimal"
          error={errors.minimumDeposit?.message}
          {...form.register('minimumDeposit')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={t.promoFieldMaxBonus}
          hint={t.promoFieldMaxBonusHint}
          inputMode="decimal"
          error={errors.maxBonus?.message}
          {...form.register('maxBonus')}
        />
        {unitSelect('maxBonusType', t.promoFieldMaxBonus, 'promoUnitTimesDeposit')}
      </FieldRow>
      <FieldRow>
        <TextField
          label={t.promoFieldTurnover}
          hint={t.promoFieldTurnoverHint}
          inputMode="decimal"
          error={errors.turnoverAmount?.message}
          {...form.register('turnoverAmount')}
        />
        {unitSelect('depositType', t.promoFieldTurnover, 'promoUnitTimesCredit')}
      </FieldRow>
      <FieldRow>
        <TextField
          label={t.promoFieldMaxWithdraw}
          hint={t.promoFieldMaxWithdrawHint}
          inputMode="decimal"
          error={errors.maxWithdrawAmount?.message}
          {...form.register('maxWithdrawAmount')}
        />
        {unitSelect('maxWithdrawType', t.promoFieldMaxWithdraw, 'promoUnitTimesCredit')}
      </FieldRow>
      <FieldRow>
        <SelectField
          label={t.promoFieldRule}
          error={errors.claimRule?.message}
          {...form.register('claimRule')}
        >
          {CLAIM_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t[RULE_LABEL[rule]]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.promoFieldMaxClaims}
          hint={t.promoFieldMaxClaimsHint}
          inputMode="numeric"
          error={errors.maxClaimsPerMember?.message}
          {...form.register('maxClaimsPerMember')}
        />
      </FieldRow>
      <FieldRow>
        <FormDateField
          control={form.control}
          name="startsAt"
          withTime
          label={t.promoFieldStarts}
          hint={t.promoFieldWindowHint}
          error={errors.startsAt?.message}
        />
        <FormDateField
          control={form.control}
          name="endsAt"
          withTime
          label={t.promoFieldEnds}
          hint={t.promoFieldWindowHint}
          error={errors.endsAt?.message}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={t.promoFieldOrder}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
        <label className="check">
          <input type="checkbox" {...form.register('active')} />
          {t.promoFieldActive}
        </label>
      </FieldRow>
      <PromotionPreviewLine values={values} />
      <FormError message={save.isError ? errorMessage(save.error) : undefined} />
      <div className="row-actions">
        <SubmitButton pending={save.isPending}>{promotion ? t.promoSave : t.promoCreate}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
