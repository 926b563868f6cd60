import { maintenanceMessage, messageIn, type SiteConfig } from '@chokdee/contracts';
import { z } from 'zod';
import { errorMessage } from '../../api/client';
import { useSaveMaintenance } from '../../api/save-maintenance';
import { FormDateField } from '../../components/date-field';
import { FormError, useZodForm } from '../../components/field';
import { useI18n } from '../../i18n';
import { confirmAction, showDone, showError } from '../../lib/alerts';
import { fromBangkokInput, toBangkokInput } from '../../lib/bangkok-time';

const maintenanceForm = z.object({ message: maintenanceMessage, until: z.string() });

/**
 * The maintenance switch, apart from the settings form: it takes effect at once (after a confirm), and a
 * half-edited form elsewhere on the page is neither saved with it nor lost by it.
 */
export function MaintenanceSection({ config, canWrite }: { config: SiteConfig; canWrite: boolean }) {
  const { t, lang } = useI18n();
  const save = useSaveMaintenance();
  const on = config.Maintenance;
  const form = useZodForm(maintenanceForm, {
    values: { message: config.MaintenanceMessage ?? '', until: toBangkokInput(config.MaintenanceUntil) },
  });
  const { errors } = form.formState;

  const send = (turnOn: boolean, confirm: boolean) =>
    form.handleSubmit(async ({ message, until }) => {
      const end = turnOn ? fromBangkokInput(until) : null;
      if (turnOn && end && Date.parse(end) <= Date.now()) {
        form.setError('until', { message: t.setMaintUntilPast });
        return;
      }
      if (
        confirm &&
        !(await confirmAction(
          turnOn ? t.setMaintConfirmOn : t.setMaintConfirmOff,
          turnOn ? t.setMaintConfirmOnText : t.setMaintConfirmOffText,
          turnOn ? t.setMaintTurnOn : t.setMaintTurnOff,
        ))
      )
        return;
      save.mutate(
        { on: turnOn, message, until: end },
        {
          onSuccess: ({ message: done }) => void showDone(done ?? t.doneTitle),
          onError: (err) => void showError(errorMessage(err)),
        },
      );
    });

  return (
    <section className={`section maintenance${on ? ' maintenance--on' : ''}`} aria-labelledby="maint-title">
      <div className="page__head">
        <h2 id="maint-title" className="section__title">
          {t.setMaintTitle}
        </h2>
        <span className={`chip ${on ? 'chip--danger' : 'chip--ok'}`} role="status">
          {on ? t.setMaintStatusOn : t.setMaintStatusOff}
        </span>
      </div>
      <p className="muted">{t.setMaintIntro}</p>
      <form className="form form--narrow" noValidate onSubmit={(e) => e.preventDefault()}>
        <fieldset className="fieldset-plain" disabled={!canWrite || save.isPending}>
          <div className="field">
            <label className="field__label" htmlFor="maint-message">
              {t.setMaintMessage}
            </label>
            <textarea
              id="maint-message"
              className="input input--area"
              rows={3}
              maxLength={500}
              aria-describedby="maint-message-hint"
              aria-invalid={errors.message ? true : undefined}
              {...form.register('message')}
            />
            <p id="maint-message-hint" className="field__hint">
              {t.setMaintMessageHint}
            </p>
            {errors.message?.message && (
              <p className="field__error">{messageIn(lang, errors.message.message)}</p>
            )}
          </div>
          <FormDateField
            control={form.control}
            name="until"
            withTime
            label={t.setMaintUntil}
            hint={t.setMaintUntilHint}
            error={errors.until?.message}
          />
          <FormError message={save.isError ? errorMessage(save.error) : undefined} />
          {canWrite && (
            <div className="row-actions">
              {on ? (
                <>
                  <button type="button" className="btn btn-primary" onClick={send(false, true)}>
                    {t.setMaintTurnOff}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={send(true, false)}>
                    {t.setMaintUpdate}
                  </button>
                </>
              ) : (
                <button type="button" className="btn btn-danger" onClick={send(true, true)}>
                  {t.setMaintTurnOn}
                </button>
              )}
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}
