import {
  BREAK_PERIODS,
  fillMessage,
  REALITY_CHECK_MINUTES,
  type BreakKind,
  type BreakPeriod,
  type PlayLimitField,
  type PlayLimits,
} from '@chokdee/contracts';
import { useState, type FormEvent } from 'react';
import { usePlayLimitChanges, usePlayLimits } from '../api/play-limits';
import { errorMessage } from '../api/client';
import { Page } from '../components/page';
import { Skeleton } from '../components/skeleton';
import { formatMoney } from '../lib/format';
import { toast } from '../lib/toast';
import '../styles/money.css';
import '../styles/play-care.css';
import { formatDate, TEXT } from '../lib/text';

const PERIODS = ['day', 'week', 'month'] as const;
const PERIOD_LABEL = { day: TEXT.playCareDay, week: TEXT.playCareWeek, month: TEXT.playCareMonth };
const FIELD = {
  deposit: { day: 'depositDay', week: 'depositWeek', month: 'depositMonth' },
  loss: { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' },
} as const;
const FIELD_LABEL: Record<PlayLimitField, string> = {
  depositDay: `${TEXT.playCareDeposit} ${TEXT.playCareDay}`,
  depositWeek: `${TEXT.playCareDeposit} ${TEXT.playCareWeek}`,
  depositMonth: `${TEXT.playCareDeposit} ${TEXT.playCareMonth}`,
  lossDay: `${TEXT.playCareLoss} ${TEXT.playCareDay}`,
  lossWeek: `${TEXT.playCareLoss} ${TEXT.playCareWeek}`,
  lossMonth: `${TEXT.playCareLoss} ${TEXT.playCareMonth}`,
  sessionMinutes: TEXT.playCareSessionMinutes,
  realityCheckMinutes: TEXT.playCareReality,
};
const PERIOD_TEXT: Record<BreakPeriod, string> = {
  '24h': TEXT.playCarePeriod24h,
  '7d': TEXT.playCarePeriod7d,
  '30d': TEXT.playCarePeriod30d,
  '6m': TEXT.playCarePeriod6m,
  '1y': TEXT.playCarePeriod1y,
  '5y': TEXT.playCarePeriod5y,
};

const shown = (value: number | null) => (value === null ? '' : String(value));
/** An input's text as the call takes it: empty is "no limit" (null), else the number typed. */
const asValue = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form's fields, as typed; only the ones that differ from the server's are sent. */
function initialForm(limits: PlayLimits): Record<PlayLimitField, string> {
  return {
    depositDay: shown(limits.deposit.day),
    depositWeek: shown(limits.deposit.week),
    depositMonth: shown(limits.deposit.month),
    lossDay: shown(limits.loss.day),
    lossWeek: shown(limits.loss.week),
    lossMonth: shown(limits.loss.month),
    sessionMinutes: shown(limits.sessionMinutes),
    realityCheckMinutes: shown(limits.realityCheckMinutes),
  };
}

function LimitsForm({ limits }: { limits: PlayLimits }) {
  const { set } = usePlayLimitChanges();
  const [form, setForm] = useState(() => initialForm(limits));
  const [error, setError] = useState<string>();
  const before = initialForm(limits);
  const field = (name: PlayLimitField) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changed = (Object.keys(form) as PlayLimitField[]).filter((k) => form[k] !== before[k]);
    if (changed.length === 0) return;
    setError(undefined);
    set.mutate(Object.fromEntries(changed.map((k) => [k, asValue(form[k])])), {
      onSuccess: () => toast(TEXT.playCareSaved),
      onError: (err) => setError(errorMessage(err)),
    });
  };
  const moneyRows = (kind: 'deposit' | 'loss') =>
    PERIODS.map((period) => {
      const name = FIELD[kind][period];
      const room = kind === 'deposit' ? limits.depositRoom[period] : null;
      return (
        <div key={name} className="field">
          <label className="field__label" htmlFor={`limit-${name}`}>
            {PERIOD_LABEL[period]}
          </label>
          <input
            id={`limit-${name}`}
            className="input"
            inputMode="decimal"
            placeholder={TEXT.playCareNoLimit}
            aria-describedby={room === null ? undefined : `room-${name}`}
            {...field(name)}
          />
          {room !== null && (
            <p id={`room-${name}`} className="field__hint">
              {TEXT.playCareRoom} {formatMoney(room)} {TEXT.baht}
            </p>
          )}
        </div>
      );
    });
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <fieldset>
        <legend className="card__title">{TEXT.playCareDeposit}</legend>
        <div className="play-care__periods">{moneyRows('deposit')}</div>
      </fieldset>
      <fieldset>
        <legend className="card__title">{TEXT.playCareLoss}</legend>
        <div className="play-care__periods">{moneyRows('loss')}</div>
      </fieldset>
      <fieldset className="stack">
        <legend className="card__title">{TEXT.playCareTime}</legend>
        <div className="field">
          <label className="field__label" htmlFor="limit-sessionMinutes">
            {TEXT.playCareSessionMinutes}
          </label>
          <input
            id="limit-sessionMinutes"
            className="input"
            inputMode="numeric"
            placeholder={TEXT.playCareNoLimit}
            {...field('sessionMinutes')}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="limit-realityCheckMinutes">
            {TEXT.playCareReality}
          </label>
          <select id="limit-realityCheckMinutes" className="input" {...field('realityCheckMinutes')}>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={String(m)}>
                {fillMessage(TEXT.playCareMinutes, { minutes: m })}
              </option>
            ))}
            <option value="">{TEXT.playCareRealityOff}</option>
          </select>
        </div>
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={set.isPending}>
        {TEXT.playCareSave}
      </button>
    </form>
  );
}

function PendingList({ limits }: { limits: PlayLimits }) {
  const { confirm } = usePlayLimitChanges();
  // When the page was drawn: a raise whose wait ends later is confirmed after a reload (the server decides).
  const [now] = useState(() => Date.now());
  if (limits.pending.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="play-care-pending">
      <h2 id="play-care-pending" className="card__title">
        {TEXT.playCarePending}
      </h2>
      <ul className="stack">
        {limits.pending.map((p) => (
          <li key={p.field} className="facts__row">
            <span>
              {fillMessage(TEXT.playCarePendingLine, {
                field: FIELD_LABEL[p.field],
                value: p.value === null ? TEXT.playCareNoLimit : formatMoney(p.value),
                at: formatDate(p.effectiveAt),
              })}
            </span>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={new Date(p.effectiveAt).getTime() > now || confirm.isPending}
              onClick={() =>
                confirm.mutate(p.field, {
                  onSuccess: () => toast(TEXT.playCareSaved),
                  onError: (err) => toast(errorMessage(err)),
                })
              }
            >
              {TEXT.playCareConfirm}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreakSection({ limits }: { limits: PlayLimits }) {
  const { takeBreak } = usePlayLimitChanges();
  const [choice, setChoice] = useState<{ kind: BreakKind; period: BreakPeriod }>();
  if (limits.break) {
    return (
      <section className="card stack" aria-labelledby="play-care-break">
        <h2 id="play-care-break" className="card__title">
          {TEXT.playCareBreak}
        </h2>
        <p role="status">{fillMessage(TEXT.playCareOnBreak, { until: formatDate(limits.break.until) })}</p>
        <p className="field__hint">{TEXT.playCareBreakIntro}</p>
      </section>
    );
  }
  const start = () => {
    if (!choice) return;
    const period = PERIOD_TEXT[choice.period];
    // Asked twice for a self-exclusion (issue 27 item 3), once for a time-out.
    if (!window.confirm(fillMessage(TEXT.playCareBreakAsk, { period }))) return;
    if (choice.kind === 'exclusion' && !window.confirm(fillMessage(TEXT.playCareExclusionAsk, { period })))
      return;
    takeBreak.mutate(
      { ...choice, confirm: true },
      { onSuccess: () => toast(TEXT.playCareSaved), onError: (err) => toast(errorMessage(err)) },
    );
  };
  return (
    <section className="card stack" aria-labelledby="play-care-break">
      <h2 id="play-care-break" className="card__title">
        {TEXT.playCareBreak}
      </h2>
      <p className="field__hint">{TEXT.playCareBreakIntro}</p>
      {(['timeout', 'exclusion'] as const).map((kind) => (
        <fieldset key={kind} className="stack">
          <legend>{kind === 'timeout' ? TEXT.playCareTimeout : TEXT.playCareExclusion}</legend>
          {BREAK_PERIODS[kind].map((period) => (
            <label key={period} className="check">
              <input
                type="radio"
                name="play-break"
                checked={choice?.period === period}
                onChange={() => setChoice({ kind, period })}
              />{' '}
              {PERIOD_TEXT[period]}
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!choice || takeBreak.isPending}
        onClick={start}
      >
        {TEXT.playCareTakeBreak}
      </button>
    </section>
  );
}

/** /play-care (ดูแลการเล่น): the member's own limits and breaks, as the server states and enforces them. */
export function PlayCareRoute() {
  const { data: limits } = usePlayLimits();
  return (
    <Page title={TEXT.navPlayCare} className="play-care">
      <p>{TEXT.playCareIntro}</p>
      {limits ? (
        <div className="stack">
          <PendingList limits={limits} />
          <LimitsForm key={JSON.stringify(limits)} limits={limits} />
          <BreakSection limits={limits} />
        </div>
      ) : (
        <Skeleton width="100%" />
      )}
    </Page>
  );
}
