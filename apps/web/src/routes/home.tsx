import { TH, TH_WEB, type UserInfo } from '@chokdee/contracts';
import { Link, useNavigate } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { useUser } from '../api/get-user';
import { Icon, type IconName } from '../components/icons';
import { Page } from '../components/page';
import { Skeleton } from '../components/skeleton';
import { paths } from '../config/paths';
import { copyText } from '../lib/clipboard';
import { formatMoney } from '../lib/format';
import { useToken } from '../lib/session';
import { toast } from '../lib/toast';

/** SPEC §9: the referral link is the site origin plus /?shareToken={affiliateKey}. */
const referralLink = (affiliateKey: string) =>
  `${window.location.origin}/?shareToken=${encodeURIComponent(affiliateKey)}`;

function maxWithdrawText(bonus: UserInfo['BonusInfo']) {
  if (bonus.maxWithdrawAmount <= 0) return TH_WEB.unlimited;
  return bonus.maxWithdrawType === 1
    ? `${bonus.maxWithdrawAmount} ${TH_WEB.times}`
    : `${formatMoney(bonus.maxWithdrawAmount)} ${TH_WEB.baht}`;
}

function Amount({ value }: { value: string | undefined }) {
  return <span className="amount">{value ?? <Skeleton width="5em" />}</span>;
}

/** The member card of SPEC §1, with what the API offers today. */
function MemberCard() {
  const navigate = useNavigate();
  const { data: user, isFetching, refetch } = useUser();
  const link = user ? referralLink(user.affiliateKey) : '';
  const wallet = user?.internalWallet;
  const bonus = user?.BonusInfo;

  async function copyLink() {
    toast((await copyText(link)) ? TH.copied : TH_WEB.copyFailed);
  }

  return (
    <section className="card member-card" aria-labelledby="member-card-title">
      <div className="member-card__top">
        <h2 id="member-card-title" className="member-card__title">
          {TH_WEB.memberCard}
        </h2>
        <span className="rank-chip">
          <Icon name="star" size={14} />
          <span className="sr-only">{TH_WEB.rank} </span>
          {TH_WEB.rankValue}
        </span>
      </div>
      <dl className="member-card__grid">
        <div className="stat stat--wide">
          <dt>{TH_WEB.memberId}</dt>
          <dd className="mono">{user ? user.PhoneNumber : <Skeleton width="7em" />}</dd>
        </div>
        <div className="stat stat--wide stat--balance">
          <dt>{TH_WEB.gameWallet}</dt>
          <dd>
            <Amount value={wallet && formatMoney(wallet.gameWallet)} />
            <button
              type="button"
              className="icon-btn"
              aria-label={TH_WEB.reloadWallet}
              aria-busy={isFetching}
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              <Icon name="refresh" size={18} className={isFetching ? 'spin' : undefined} />
            </button>
          </dd>
        </div>
        <div className="stat">
          <dt>{TH_WEB.prizeCoins}</dt>
          <dd>
            <Amount value={wallet && formatMoney(wallet.prizeWallet)} />
          </dd>
        </div>
        <div className="stat">
          <dt>{TH_WEB.maxWithdraw}</dt>
          <dd>
            <Amount value={bonus && maxWithdrawText(bonus)} />
          </dd>
        </div>
        <div className="stat stat--wide">
          <dt>{TH_WEB.turnover}</dt>
          <dd>
            <Amount
              value={bonus && `${formatMoney(bonus.nowTurnover)} / ${formatMoney(bonus.needTurnover)}`}
            />
          </dd>
        </div>
      </dl>
      <div className="field">
        <label className="field__label" htmlFor="referral-link">
          {TH_WEB.referralLink}
        </label>
        <div className="field__control">
          <input id="referral-link" className="input input--readonly" readOnly value={link} />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void copyLink()}
            disabled={!user}
          >
            <Icon name="copy" size={16} />
            {TH_WEB.copy}
          </button>
        </div>
      </div>
      <div className="member-card__actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void navigate(paths.deposit.getHref())}
        >
          <Icon name="deposit" size={18} />
          {TH_WEB.navDeposit}
        </button>
        <Link to={paths.withdraw.getHref()} className="btn btn-ghost">
          <Icon name="withdraw" size={18} />
          {TH_WEB.navWithdraw}
        </Link>
      </div>
    </section>
  );
}

const QUICK: { to: string; label: string; icon: IconName }[] = [
  { to: paths.baccarat.getHref(), label: TH_WEB.navCasino, icon: 'play' },
  { to: paths.slot.getHref(), label: TH_WEB.navSlot, icon: 'play' },
  { to: paths.poker.getHref(), label: TH_WEB.navPoker, icon: 'play' },
  { to: paths.trading.getHref(), label: TH_WEB.navTrading, icon: 'play' },
  { to: paths.cashBack.getHref(), label: TH_WEB.navCashBack, icon: 'undo' },
  { to: paths.affiliate.getHref(), label: TH_WEB.navAffiliate, icon: 'users' },
  { to: paths.spinner.getHref(), label: TH_WEB.navSpinner, icon: 'star' },
  { to: paths.history.getHref(), label: TH_WEB.navTransactions, icon: 'list' },
];

function QuickMenu() {
  return (
    <nav className="card quick-menu" aria-labelledby="quick-menu-title">
      <h2 id="quick-menu-title" className="card__title">
        {TH_WEB.quickMenu}
      </h2>
      <ul className="tile-grid">
        {QUICK.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="tile">
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VisitorWelcome() {
  const { data: site } = usePrefix();
  return (
    <section className="card welcome">
      <h2 className="welcome__title">{TH_WEB.welcomeTitle}</h2>
      <p className="welcome__text">{TH_WEB.welcomeText}</p>
      {site?.alertyMessage && <p className="welcome__notice">{site.alertyMessage}</p>}
      <div className="welcome__actions">
        <Link to={paths.register.getHref()} className="btn btn-primary">
          <Icon name="userPlus" size={18} />
          {TH_WEB.navRegister}
        </Link>
        <Link to={paths.login.getHref()} className="btn btn-ghost">
          <Icon name="login" size={18} />
          {TH_WEB.navLogin}
        </Link>
      </div>
      <Link to={paths.promotion.getHref()} className="text-link">
        {TH_WEB.landingPromotionCta}
      </Link>
    </section>
  );
}

export function HomeRoute() {
  const token = useToken();
  return (
    <Page title={TH_WEB.navHome} className="home" hideTitle>
      {token ? (
        <div className="home__grid">
          <MemberCard />
          <QuickMenu />
        </div>
      ) : (
        <VisitorWelcome />
      )}
    </Page>
  );
}
