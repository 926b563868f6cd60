import { type AffiliateData } from '@chokdee/contracts';
import { useId } from 'react';
import { useClaimAffiliate } from '../api/claim-affiliate';
import { errorMessage } from '../api/client';
import { useAffiliate } from '../api/get-affiliate';
import { useUser } from '../api/get-user';
import { affiliateIntro, levelRates, referralLink } from '../lib/affiliate';
import { showError, showSuccess } from '../lib/alerts';
import { formatMoney } from '../lib/format';
import { CopyButton } from './copy-button';
import { LoadFailed } from './load-failed';
import { LineShareLink, ReferralQr } from './referral-share';
import { Skeleton } from './skeleton';
import { MESSAGE, TEXT } from '../lib/text';

function ReferralLink() {
  const { data: user } = useUser();
  const id = useId();
  const link = user ? referralLink(user.affiliateKey) : '';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {TEXT.referralLink}
      </label>
      <div className="field__control">
        <input id={id} className="input input--readonly" readOnly value={link} />
        {user && <CopyButton text={link} what={TEXT.referralLink} />}
        {user && <LineShareLink link={link} />}
      </div>
      {user && <ReferralQr link={link} />}
    </div>
  );
}

function Rates({ setting }: { setting: AffiliateData['setting'] }) {
  const rates = levelRates(setting);
  if (!setting.useAffiliate) return <p className="notes">{TEXT.affiliateOff}</p>;
  return (
    <ul className="rate-list">
      {rates.map((r) => (
        <li key={r.level}>
          <span className="chip chip--wait">
            {TEXT.affiliateLevel} {r.level}
          </span>{' '}
          {r.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Refer a friend (SPEC §2): the referral link with copy, the commission rates, the income waiting in the
 * affiliate wallet and the button that moves it to the game wallet.
 */
export function AffiliatePanel() {
  const { data, isPending, error, refetch } = useAffiliate();
  const claim = useClaimAffiliate();

  async function onClaim() {
    try {
      const res = await claim.mutateAsync();
      await showSuccess(res.message ?? MESSAGE.success, `${formatMoney(res.data.amount)} ${TEXT.baht}`);
    } catch (err) {
      await showError(errorMessage(err));
    }
  }

  return (
    <div className="panel">
      <p className="lead">{data ? affiliateIntro(data.setting.basis) : <Skeleton width="16em" />}</p>
      <ReferralLink />
      {error && !data ? (
        <LoadFailed error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {data && <Rates setting={data.setting} />}
          <dl className="hero-amount" aria-busy={isPending}>
            <dt>{TEXT.affiliateBalance}</dt>
            <dd className="amount">{data ? formatMoney(data.balance) : <Skeleton width="5em" />}</dd>
          </dl>
          <dl className="figures">
            <div>
              <dt>{TEXT.affiliateMemberCount}</dt>
              <dd>{data ? data.Users.length : <Skeleton width="3em" />}</dd>
            </div>
            <div>
              <dt>{TEXT.affiliateMin}</dt>
              <dd className="amount">
                {data ? formatMoney(data.setting.minWithdraw) : <Skeleton width="4em" />}
              </dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn btn-primary btn-block btn-lg"
            disabled={!data || claim.isPending}
            aria-busy={claim.isPending}
            onClick={() => void onClaim()}
          >
            {claim.isPending ? TEXT.loading : TEXT.affiliateTransfer}
          </button>
        </>
      )}
    </div>
  );
}
