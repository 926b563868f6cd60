import { errorMessage } from '../api/client';
import { useBalance } from '../api/get-balance';
import { useUser } from '../api/get-user';
import { useWithdrawalCondition } from '../api/get-withdrawal-condition';
import { useReloadWallet } from '../api/reload-wallet';
import { showError } from '../lib/alerts';
import { copyWithToast } from '../lib/clipboard';
import { referralLink } from '../lib/affiliate';
import { formatCount, formatMoney } from '../lib/format';
import { useOpenDialog } from './dialog-host';
import { Icon } from './icons';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';

/** A value or, until it arrives, a skeleton of fixed size (no layout shift). */
function Amount({ value }: { value: string | undefined }) {
  return <span className="amount">{value ?? <Skeleton width="5em" />}</span>;
}

/**
 * The member card of SPEC §1: member id, game wallet with reload, prize coins, max withdraw, turnover,
 * referral link with copy, deposit and withdraw buttons, and the fixed silver 0% rank.
 */
export function MemberCard() {
  const openDialog = useOpenDialog();
  const { data: user } = useUser();
  const { data: balance } = useBalance();
  const { data: condition } = useWithdrawalCondition();
  const reload = useReloadWallet();
  const link = user ? referralLink(user.affiliateKey) : '';
  const wallet = user?.internalWallet;
  const bonus = user?.BonusInfo;
  // profile/balance is the fresher source; the user info paints first from local storage.
  const gameWallet = balance?.balance ?? wallet?.gameWallet;
  // The server's figure: the limits, the bonus's cap and what it holds back
  // (docs/decisions/040-apps-display-money-figures.md).
  const maxWithdraw = condition?.maxNow;

  function reloadWallet() {
    reload.mutate(undefined, { onError: (err) => void showError(errorMessage(err)) });
  }

  return (
    <section className="card member-card" aria-labelledby="member-card-title">
      <div className="member-card__top">
        <h2 id="member-card-title" className="member-card__title">
          {TEXT.memberCard}
        </h2>
        <span className="rank-chip">
          <Icon name="star" size={14} />
          <span className="sr-only">{TEXT.rank} </span>
          {TEXT.rankValue}
        </span>
      </div>
      <dl className="member-card__grid">
        <div className="stat stat--wide">
          <dt>{TEXT.memberId}</dt>
          <dd className="mono">{user ? user.PhoneNumber : <Skeleton width="7em" />}</dd>
        </div>
        <div className="stat stat--wide stat--balance">
          <dt>{TEXT.gameWallet}</dt>
          <dd>
            <Amount value={gameWallet === undefined ? undefined : formatMoney(gameWallet)} />
            <button
              type="button"
              className="icon-btn"
              aria-label={TEXT.reloadWallet}
              aria-busy={reload.isPending}
              disabled={reload.isPending || !user}
              onClick={reloadWallet}
            >
              <Icon name="refresh" size={18} className={reload.isPending ? 'spin' : undefined} />
            </button>
          </dd>
        </div>
        <div className="stat">
          <dt>{TEXT.prizeCoins}</dt>
          <dd>
            <Amount value={wallet && formatCount(wallet.prizeWallet)} />
          </dd>
        </div>
        <div className="stat">
          <dt>{TEXT.maxWithdraw}</dt>
          <dd>
            <Amount
              value={maxWithdraw === undefined ? undefined : `${formatMoney(maxWithdraw)} ${TEXT.baht}`}
            />
          </dd>
        </div>
        <div className="stat stat--wide">
          <dt>{TEXT.turnover}</dt>
          <dd>
            <Amount
              value={bonus && `${formatMoney(bonus.nowTurnover)} / ${formatMoney(bonus.needTurnover)}`}
            />
          </dd>
        </div>
      </dl>
      <div className="field">
        <label className="field__label" htmlFor="referral-link">
          {TEXT.referralLink}
        </label>
        <div className="field__control">
          <input id="referral-link" className="input input--readonly" readOnly value={link} />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void copyWithToast(link)}
            disabled={!user}
          >
            <Icon name="copy" size={16} />
            {TEXT.copy}
          </button>
        </div>
      </div>
      <div className="member-card__actions">
        <button type="button" className="btn btn-primary" onClick={() => openDialog('deposit')}>
          <Icon name="deposit" size={18} />
          {TEXT.navDeposit}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => openDialog('withdraw')}>
          <Icon name="withdraw" size={18} />
          {TEXT.navWithdraw}
        </button>
      </div>
    </section>
  );
}
