import { fillMessage, siteConfig, type SiteConfig } from '@chokdee/contracts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, isAwaitingApproval } from '../../api/client';
import { useRewardPeriods } from '../../api/get-reward-periods';
import { useSiteConfig } from '../../api/get-site-config';
import { useSaveRewardRates } from '../../api/save-reward-rates';
import { FormError, SubmitButton, TextField, useZodForm } from '../../components/field';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { showSaved } from '../../lib/alerts';

/** The two settings of the site config this screen edits, checked by the config's own schema. */
const ratesSchema = z
  .object({ cashBack: siteConfig.shape.cashBack, Affiliate: siteConfig.shape.Affiliate })
  .strict();
type Rates = z.infer<typeof ratesSchema>;

const UNIT_LABEL = { hour: 'rwUnitHour', day: 'rwUnitDay', week: 'rwUnitWeek' } as const;
const LEVELS = ['level1', 'level2'] as const;

/** Cashback and affiliate rates: the site config's `cashBack` and `Affiliate`, saved through its call. */
export function RatesSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const unit = useRewardPeriods().data?.unit;
  return (
    <section className="section" aria-labelledby="rates-title">
      <h2 id="rates-title" className="section__title">
        {t.rwRatesTitle}
      </h2>
      {unit && <p className="muted">{fillMessage(t.rwRatesIntro, { unit: t[UNIT_LABEL[unit]] })}</p>}
      <QueryState query={config}>{(data) => <RatesForm config={data} canWrite={canWrite} />}</QueryState>
    </section>
  );
}

function RatesForm({ config, canWrite }: { config: SiteConfig; canWrite: boolean }) {
  const { t } = useI18n();
  const save = useSaveRewardRates();
  const form = useZodForm(ratesSchema, {
    defaultValues: { cashBack: config.cashBack, Affiliate: config.Affiliate },
  });
  const turnover = useWatch({ control: form.control, name: 'Affiliate.turnover' });
  const { errors } = form.formState;
  const num = { valueAsNumber: true } as const;
  const bad = (failed: unknown) => (failed ? t.rwRatesInvalid : undefined);
  // SPEC's `Affiliate.turnover` is the basis switch: 0 pays on net loss, above 0 on turnover.
  const setBasis = (onTurnover: boolean) =>
    form.setValue('Affiliate.turnover', onTurnover ? Math.max(1, turnover || 0) : 0, { shouldDirty: true });
  const submit = form.handleSubmit((rates: Rates) =>
    save.mutate(rates, {
      onSuccess: (answer) => {
        const stored = isAwaitingApproval(answer) ? config : answer.data;
        form.reset({ cashBack: stored.cashBack, Affiliate: stored.Affiliate });
        void showSaved(answer);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="section">
      <fieldset className="rw-fieldset rates-grid" disabled={!canWrite || save.isPending}>
        <fieldset className="field-group">
          <legend>{t.rwCashbackTitle}</legend>
          <label className="check">
            <input type="checkbox" {...form.register('cashBack.usecashBack')} />
            <span>{t.rwUseCashback}</span>
          </label>
          <TextField
            label={t.rwCashbackPercent}
            inputMode="decimal"
            error={bad(errors.cashBack?.Payout)}
            {...form.register('cashBack.Payout', num)}
          />
          <TextField
            label={t.rwMinClaim}
            inputMode="decimal"
            error={bad(errors.cashBack?.minWithdraw)}
            {...form.register('cashBack.minWithdraw', num)}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>{t.rwAffiliateTitle}</legend>
          <label className="check">
            <input type="checkbox" {...form.register('Affiliate.useAffiliate')} />
            <span>{t.rwUseAffiliate}</span>
          </label>
          <label className="check">
            <input type="checkbox" {...form.register('Affiliate.autoWithdraw')} />
            <span>{t.rwAffiliateAuto}</span>
          </label>
          <fieldset className="rw-basis">
            <legend className="field__label">{t.rwBasis}</legend>
            <label className="check">
              <input type="radio" name="basis" checked={!turnover} onChange={() => setBasis(false)} />
              <span>{t.rwBasisLoss}</span>
            </label>
            <label className="check">
              <input type="radio" name="basis" checked={turnover > 0} onChange={() => setBasis(true)} />
              <span>{t.rwBasisTurnover}</span>
            </label>
          </fieldset>
          {LEVELS.map((level, i) => (
            <div key={level} className="rw-level">
              <label className="check">
                <input type="checkbox" {...form.register(`Affiliate.percent.${level}.enable`)} />
                <span>{fillMessage(t.rwLevelEnable, { level: String(i + 1) })}</span>
              </label>
              <TextField
                label={fillMessage(t.rwLevelPercent, { level: String(i + 1) })}
                inputMode="decimal"
                error={bad(errors.Affiliate?.percent?.[level]?.percent)}
                {...form.register(`Affiliate.percent.${level}.percent`, num)}
              />
            </div>
          ))}
          <TextField
            label={t.rwMinClaim}
            inputMode="decimal"
            error={bad(errors.Affiliate?.minWithdraw)}
            {...form.register('Affiliate.minWithdraw', num)}
          />
        </fieldset>
      </fieldset>
      <FormError message={save.isError ? errorMessage(save.error) : undefined} />
      {canWrite && (
        <div className="row-actions">
          <SubmitButton pending={save.isPending}>{t.rwSaveRates}</SubmitButton>
          {form.formState.isDirty && <span className="muted">{t.rwUnsaved}</span>}
        </div>
      )}
    </form>
  );
}
