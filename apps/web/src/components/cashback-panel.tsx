import { useClaimCashback } from '../api/claim-cashback';
import { errorMessage } from '../api/client';
import { useRolling } from '../api/get-rolling';
import { showError, showSuccess } from '../lib/alerts';
import { formatDate, formatMoney } from '../lib/format';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';
import { SubHeading } from './sub-heading';
import { MESSAGE, TEXT } from '../lib/text';

/**
 * The cashback dialog's content (SPEC §2 returncreditct): the claimable balance, the payout percent, the
 * running period's figures and the claim button. Nothing to claim is refused here already (SPEC §5).
 */
export function CashbackPanel() {
  const { data: rolling, isPending, error, refetch } = useRolling();
  const claim = useClaimCashback();

  async function onClaim() {
    if (!rolling || rolling.cashback <= 0) {
      await showError(MESSAGE.noCashback);
      return;
    }
    try {
      const res = await claim.mutateAsync();
      await showSuccess(res.message ?? MESSAGE.success, `${formatMoney(res.data.amount)} ${TEXT.baht}`);
    } catch (err) {
      await showError(errorMessage(err));
    }
  }

  if (error && !rolling) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const value = (v: number | undefined, suffix = '') =>
    isPending || v === undefined ? <Skeleton width="5em" /> : `${formatMoney(v)}${suffix}`;

  return (
    <div className="panel" aria-busy={isPending}>
      <dl className="hero-amount">
        <dt>{TEXT.cashbackClaimable}</dt>
        <dd className="amount">{value(rolling?.cashback)}</dd>
      </dl>
      <dl className="figures">
        <div>
          <dt>{TEXT.cashbackPayout}</dt>
          <dd>{value(rolling?.payout, '%')}</dd>
        </div>
        <div>
          <dt>{TEXT.cashbackMin}</dt>
          <dd className="amount">{value(rolling?.minWithdraw)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-primary btn-block btn-lg"
        disabled={isPending || claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => void onClaim()}
      >
        {claim.isPending ? TEXT.loading : TEXT.cashbackClaim}
      </button>
      {rolling && !rolling.usecashBack && <p className="notes">{TEXT.cashbackOff}</p>}
      <section className="panel" aria-labelledby="cashback-period-title">
        <SubHeading id="cashback-period-title" className="panel__title">
          {TEXT.cashbackPeriod}
          {rolling && (
            <span className="panel__sub">
              {formatDate(rolling.period.start)} – {formatDate(rolling.period.end)}
            </span>
          )}
        </SubHeading>
        <dl className="figures">
          <div>
            <dt>{TEXT.cashbackTurnover}</dt>
            <dd className="amount">{value(rolling?.turnover)}</dd>
          </div>
          <div>
            <dt>{TEXT.cashbackLoss}</dt>
            <dd className="amount">{value(rolling?.loss)}</dd>
          </div>
          <div className="figures--wide">
            <dt>{TEXT.cashbackProjected}</dt>
            <dd className="amount">{value(rolling?.projectedCashback)}</dd>
          </div>
        </dl>
        <p className="field__hint">{TEXT.cashbackHowItWorks}</p>
      </section>
    </div>
  );
}
