import { fillMessage, type RewardRun } from '@chokdee/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useRewardPeriods } from '../../api/get-reward-periods';
import { useRunRewardPeriod } from '../../api/run-reward-period';
import { FormError, SubmitButton } from '../../components/field';
import { QueryState } from '../../components/query-state';
import { useI18n, type Catalogue } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { confirmAction } from '../../lib/alerts';

const paidOf = (total: RewardRun['cashback']) => ({
  credits: String(total.credits),
  amount: formatMoney(total.amount),
});
const paid = (t: Catalogue, total: RewardRun['cashback']) => fillMessage(t.rwPaidOf, paidOf(total));

/** What a run answered, in words: computed now with its counts, or found already done. */
export function runResult(t: Catalogue, run: RewardRun) {
  if (!run.computed) return fillMessage(t.rwResultAlready, { period: run.period });
  const computed = fillMessage(t.rwResultComputed, {
    period: run.period,
    cashCredits: String(run.cashback.credits),
    cashAmount: formatMoney(run.cashback.amount),
    affCredits: String(run.affiliate.credits),
    affAmount: formatMoney(run.affiliate.amount),
  });
  return run.review.credits === 0
    ? computed
    : `${computed} ${fillMessage(t.rwResultHeld, paidOf(run.review))}`;
}

/** The latest finished periods with what each paid, and computing one on demand. */
export function PeriodsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const periods = useRewardPeriods();
  return (
    <section className="section" aria-labelledby="periods-title">
      <h2 id="periods-title" className="section__title">
        {t.rwPeriodsTitle}
      </h2>
      <p className="muted">{t.rwPeriodsIntro}</p>
      <QueryState query={periods}>
        {(data) => (
          <>
            {canWrite && <RunForm periods={data.periods} />}
            <PeriodsTable periods={data.periods} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function RunForm({ periods }: { periods: RewardRun[] }) {
  const { t } = useI18n();
  const run = useRunRewardPeriod();
  const firstOpen = periods.find((p) => !p.computed) ?? periods[0];
  const [picked, setPicked] = useState(firstOpen?.period ?? '');
  const [result, setResult] = useState<string>();
  const submit = async () => {
    if (!picked) return;
    const ok = await confirmAction(
      fillMessage(t.rwConfirmRun, { period: picked }),
      t.rwConfirmRunText,
      t.rwRun,
    );
    if (!ok) return;
    setResult(undefined);
    run.mutate(picked, {
      onSuccess: ({ data }) => setResult(data.runs.map((r) => runResult(t, r)).join(' ')),
    });
  };
  return (
    <form
      className="run-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="run-period">
          {t.rwPickPeriod}
        </label>
        <select id="run-period" className="input" value={picked} onChange={(e) => setPicked(e.target.value)}>
          {periods.map((p) => (
            <option key={p.period} value={p.period}>
              {`${p.period} · ${p.computed ? t.rwComputed : t.rwNotComputed}`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <SubmitButton pending={run.isPending}>{t.rwRun}</SubmitButton>
      </div>
      <div className="run-form__result" role="status">
        {result && (
          <>
            <strong>{t.rwResultTitle}: </strong>
            {result}
          </>
        )}
      </div>
      <FormError message={run.isError ? errorMessage(run.error) : undefined} />
    </form>
  );
}

function PeriodsTable({ periods }: { periods: RewardRun[] }) {
  const { t, lang } = useI18n();
  return (
    <div className="data-table" role="region" aria-label={t.rwPeriodsTable} tabIndex={0}>
      <table>
        <caption className="sr-only">{t.rwPeriodsTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.rwPeriod}</th>
            <th scope="col">{t.rwPeriodStart}</th>
            <th scope="col">{t.rwState}</th>
            <th scope="col">{t.rwCashbackPaid}</th>
            <th scope="col">{t.rwAffiliatePaid}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={p.period}>
              <td data-label={t.rwPeriod} className="nowrap">
                {p.period}
              </td>
              <td data-label={t.rwPeriodStart}>{formatDateTime(p.start, lang)}</td>
              <td data-label={t.rwState}>
                <span className={p.computed ? 'chip chip--ok' : 'chip chip--warn'}>
                  {p.computed ? t.rwComputed : t.rwNotComputed}
                </span>
              </td>
              <td data-label={t.rwCashbackPaid}>{paid(t, p.cashback)}</td>
              <td data-label={t.rwAffiliatePaid}>{paid(t, p.affiliate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
