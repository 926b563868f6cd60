import {
  adminPutWheelPrizesBody,
  fillMessage,
  type AdminWheelPrize,
  type wheelEconomicsView,
} from '@chokdee/contracts';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isAwaitingApproval } from '../../api/client';
import { useWheelPrizes } from '../../api/get-wheel-prizes';
import { useSaveWheelPrizes } from '../../api/save-wheel-prizes';
import { FormError, useZodForm } from '../../components/field';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { confirmAction, showSaved } from '../../lib/alerts';
import { EconomicsPanel } from './economics-panel';
import { liveEconomics, oddsOf, toInput } from './prize-form';
import { PrizeRow } from './prize-row';

type Economics = z.infer<typeof wheelEconomicsView>;

/** The wheel's prize table, edited as a whole and saved in one call. */
export function WheelSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const table = useWheelPrizes();
  return (
    <section className="section" aria-labelledby="wheel-title">
      <h2 id="wheel-title" className="section__title">
        {t.rwWheelTitle}
      </h2>
      <QueryState query={table}>
        {(data) => (
          <>
            <p className="muted">
              {fillMessage(t.rwWheelIntro, { ticketEvery: data.economics.ticketEvery })}
            </p>
            <PrizesForm prizes={data.prizes} economics={data.economics} canWrite={canWrite} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function PrizesForm({
  prizes,
  economics,
  canWrite,
}: {
  prizes: AdminWheelPrize[];
  economics: Economics;
  canWrite: boolean;
}) {
  const { t } = useI18n();
  const save = useSaveWheelPrizes();
  const form = useZodForm(adminPutWheelPrizesBody, { defaultValues: { prizes: prizes.map(toInput) } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'prizes' });
  const rows = useWatch({ control: form.control, name: 'prizes' });
  const live = liveEconomics(rows, economics.ticketEvery, economics.lowestEdgePpm);
  const odds = oddsOf(rows);
  const blocked = live.pays || live.totalWeight === 0;

  const submit = form.handleSubmit(async (body) => {
    const ok = await confirmAction(
      t.rwConfirmPrizes,
      fillMessage(t.rwConfirmPrizesText, { perSpin: live.creditPerSpin }),
      t.rwSavePrizes,
    );
    if (!ok) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        form.reset({ prizes: (isAwaitingApproval(answer) ? prizes : answer.data.prizes).map(toInput) });
        void showSaved(answer);
      },
    });
  });
  const failed = form.formState.errors.prizes;
  const formError = failed?.root?.message ?? failed?.message ?? (failed ? t.rwPrizesInvalid : undefined);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="section">
      <fieldset className="rw-fieldset" disabled={!canWrite || save.isPending}>
        <div
          className="data-table"
          role="region"
          aria-label={fillMessage(t.tableOf, { name: t.rwWheelTitle })}
          tabIndex={0}
        >
          <table className="prize-table">
            <thead>
              <tr>
                <th scope="col">{t.rwOrder}</th>
                <th scope="col">{t.rwLabel}</th>
                <th scope="col">{t.rwKind}</th>
                <th scope="col">{t.rwAmount}</th>
                <th scope="col">{t.rwWeight}</th>
                <th scope="col" className="is-numeric">
                  {t.rwOdds}
                </th>
                <th scope="col">{t.rwActive}</th>
                {canWrite && <th scope="col">{t.rwRowActions}</th>}
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => (
                <PrizeRow
                  key={field.id}
                  form={form}
                  index={index}
                  count={fields.length}
                  odds={odds[index] ?? 0}
                  canWrite={canWrite}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                />
              ))}
            </tbody>
          </table>
        </div>
        {canWrite && (
          <div className="row-actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                append({ label: t.rwNewPrize, kind: 'NONE', amount: 0, weight: 0, active: true })
              }
            >
              {t.rwAdd}
            </button>
          </div>
        )}
      </fieldset>
      <EconomicsPanel live={live} economics={economics} />
      <FormError message={save.isError ? errorMessage(save.error) : formError} />
      {canWrite && (
        <div className="row-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={blocked || save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? t.loading : t.rwSavePrizes}
          </button>
          {form.formState.isDirty && <span className="muted">{t.rwUnsaved}</span>}
        </div>
      )}
    </form>
  );
}
