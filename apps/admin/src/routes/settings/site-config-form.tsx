import { GAME_CATEGORIES, MEMBER_BANK_CODES, PROMPTPAY_BANK, type SiteConfig } from '@chokdee/contracts';
import { useMemo } from 'react';
import { errorMessage, isAwaitingApproval } from '../../api/client';
import { useSaveSiteConfig } from '../../api/save-site-config';
import { FormError, TextField, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { showSaved } from '../../lib/alerts';
import { bankName } from '../../lib/bank';
import { CATEGORY_LABEL } from '../../lib/game-category';
import { Check, Group, ImageField, NumberField, type ConfigForm } from './config-fields';
import { configFormSchema } from './config-form-schema';

const num = { valueAsNumber: true } as const;

/** Every field of the site config (what /v2/prefix serves), grouped as staff think of them. */
export function SiteConfigForm({ config, canWrite }: { config: SiteConfig; canWrite: boolean }) {
  const { t } = useI18n();
  const save = useSaveSiteConfig();
  const schema = useMemo(() => configFormSchema(t.setImageInvalid), [t.setImageInvalid]);
  const form = useZodForm(schema, { values: config, resetOptions: { keepDirtyValues: true } }) as ConfigForm;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        // Waiting for approval: the form follows the server's copy as it is read again.
        if (!isAwaitingApproval(answer)) form.reset(answer.data);
        void showSaved(answer);
      },
    }),
  );

  return (
    <section className="section" aria-labelledby="site-config-title">
      <h2 id="site-config-title" className="section__title">
        {t.setConfigTitle}
      </h2>
      <form className="settings-form" noValidate onSubmit={submit}>
        <fieldset className="fieldset-plain" disabled={!canWrite || save.isPending}>
          <div className="settings-grid">
            <SiteGroup form={form} />
            <ContactAndAnnouncement form={form} />
            <WithdrawGroup form={form} />
            <ImagesGroup form={form} />
          </div>
          <p className="muted">{t.setRatesOnRewards}</p>
          <BankLogosGroup form={form} />
          <FormError message={save.isError ? errorMessage(save.error) : undefined} />
          {canWrite && (
            <div className="row-actions">
              <button type="submit" className="btn btn-primary" aria-busy={save.isPending}>
                {save.isPending ? t.loading : t.setSaveSettings}
              </button>
              {form.formState.isDirty && <span className="muted">{t.setUnsaved}</span>}
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}

function SiteGroup({ form }: { form: ConfigForm }) {
  const { t } = useI18n();
  const { errors } = form.formState;
  return (
    <Group title={t.setSiteTitle}>
      <TextField label={t.setAppId} error={errors.appId?.message} {...form.register('appId')} />
      <TextField label={t.setTheme} error={errors.theme?.message} {...form.register('theme')} />
      <TextField label={t.setPartner} error={errors.Partner?.message} {...form.register('Partner')} />
      <fieldset className="settings-subgroup">
        <legend className="field__label">{t.setProducts}</legend>
        {GAME_CATEGORIES.map((category) => (
          <Check
            key={category}
            label={t[CATEGORY_LABEL[category]]}
            value={category}
            {...form.register('Product')}
          />
        ))}
      </fieldset>
      <Check label={t.setPromotion} {...form.register('Promotion')} />
      <Check label={t.setDisabled} {...form.register('Disabled')} />
      <Check label={t.setGetNameBank} {...form.register('getNameBank')} />
    </Group>
  );
}

function ContactAndAnnouncement({ form }: { form: ConfigForm }) {
  const { t } = useI18n();
  const { errors } = form.formState;
  return (
    <Group title={`${t.setContactTitle} · ${t.setAnnounceTitle}`}>
      <TextField
        label={t.setLineId}
        hint={t.setLineIdHint}
        error={errors.LineId?.message}
        {...form.register('LineId')}
      />
      <div className="field">
        <label className="field__label" htmlFor="alerty-message">
          {t.setAlertyMessage}
        </label>
        <textarea
          id="alerty-message"
          className="input input--area"
          rows={4}
          maxLength={2000}
          aria-describedby="alerty-message-hint"
          {...form.register('alertyMessage')}
        />
        <p id="alerty-message-hint" className="field__hint">
          {t.setAlertyMessageHint}
        </p>
      </div>
    </Group>
  );
}

function WithdrawGroup({ form }: { form: ConfigForm }) {
  const { t } = useI18n();
  const errors = form.formState.errors.Withdraw;
  return (
    <Group title={t.setWithdrawTitle}>
      <Check label={t.setCanWithdraw} {...form.register('Withdraw.canWithdraw')} />
      <NumberField
        label={t.setMinWithdraw}
        failed={errors?.minWithdraw}
        {...form.register('Withdraw.minWithdraw', num)}
      />
      <NumberField
        label={t.setMaxWithdraw}
        failed={errors?.maxWithdraw}
        {...form.register('Withdraw.maxWithdraw', num)}
      />
      <Check label={t.setAutoWithdraw} {...form.register('Withdraw.autoWithdraw.useautoWithdraw')} />
      <NumberField
        label={t.setMaxAutoWithdraw}
        failed={errors?.autoWithdraw?.maxautoWithdraw}
        {...form.register('Withdraw.autoWithdraw.maxautoWithdraw', num)}
      />
    </Group>
  );
}

function ImagesGroup({ form }: { form: ConfigForm }) {
  const { t } = useI18n();
  const { errors } = form.formState;
  const [logoUrl, alertyImage, cashBackImage, affiliateImage] = form.watch([
    'logoUrl',
    'alertyImage',
    'cashBack.Image',
    'Affiliate.Image',
  ]);
  return (
    <Group title={t.setImagesTitle}>
      <p className="muted">{t.setImagesIntro}</p>
      <ImageField
        label={t.setLogoUrl}
        value={logoUrl}
        failed={errors.logoUrl}
        {...form.register('logoUrl')}
      />
      <ImageField
        label={t.setAlertyImage}
        value={alertyImage}
        failed={errors.alertyImage}
        {...form.register('alertyImage')}
      />
      <ImageField
        label={t.setCashbackImage}
        value={cashBackImage}
        failed={errors.cashBack?.Image}
        {...form.register('cashBack.Image')}
      />
      <ImageField
        label={t.setAffiliateImage}
        value={affiliateImage}
        failed={errors.Affiliate?.Image}
        {...form.register('Affiliate.Image')}
      />
    </Group>
  );
}

const LOGO_CODES = [PROMPTPAY_BANK.code, ...MEMBER_BANK_CODES];

function BankLogosGroup({ form }: { form: ConfigForm }) {
  const { t, lang } = useI18n();
  const failed = form.formState.errors.bankLogos;
  return (
    <details className="panel">
      <summary className="panel__summary">{t.setBankLogosTitle}</summary>
      <div className="panel__body">
        <p className="muted">{t.setBankLogosIntro}</p>
        {failed?.message && <p className="field__error">{t.setImageInvalid}</p>}
        <div className="settings-grid">
          {LOGO_CODES.map((code) => (
            <TextField
              key={code}
              label={`${bankName(code, lang)} (${code})`}
              spellCheck={false}
              {...form.register(`bankLogos.${code}` as 'bankLogos')}
            />
          ))}
        </div>
      </div>
    </details>
  );
}
