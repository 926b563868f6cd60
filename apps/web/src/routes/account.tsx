import { TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { useBalance } from '../api/get-balance';
import { useUser } from '../api/get-user';
import { useOpenDialog } from '../components/dialog-host';
import { Icon, type IconName } from '../components/icons';
import { Page } from '../components/page';
import { PersonalInfo } from '../components/personal-info';
import { Skeleton } from '../components/skeleton';
import { paths } from '../config/paths';
import { formatMoney } from '../lib/format';
import '../styles/money.css';

const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: paths.deposit.getHref(), label: TH_WEB.navDeposit, icon: 'deposit' },
  { to: paths.withdraw.getHref(), label: TH_WEB.navWithdraw, icon: 'withdraw' },
  { to: paths.transactions.getHref(), label: TH_WEB.navTransactions, icon: 'list' },
  { to: paths.promotion.getHref(), label: TH_WEB.navPromotion, icon: 'tag' },
  { to: paths.profile.getHref(), label: TH_WEB.navProfile, icon: 'user' },
  { to: paths.playCare.getHref(), label: TH_WEB.navPlayCare, icon: 'lock' },
];

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value ?? <Skeleton width="5em" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /account: the member's bank, wallets and totals, and the money screens one tap away. */
export function AccountRoute() {
  const { data: user } = useUser();
  const { data: balance } = useBalance();
  const openDialog = useOpenDialog();
  const money = (n: number | undefined) => (n === undefined ? undefined : `${formatMoney(n)} ${TH_WEB.baht}`);
  const wallets = balance ?? user?.internalWallet;
  return (
    <Page title={TH_WEB.navAccount}>
      <div className="money money--two">
        <section className="card" aria-labelledby="account-balance">
          <h2 id="account-balance" className="card__title">
            {TH_WEB.accountBalanceTitle}
          </h2>
          <Facts
            rows={[
              [TH_WEB.gameWallet, money(wallets?.gameWallet)],
              [TH_WEB.affiliateWallet, money(wallets?.affiliateWallet)],
              [TH_WEB.cashbackWallet, money(wallets?.cashbackWallet)],
              [TH_WEB.prizeCoins, wallets && formatMoney(wallets.prizeWallet)],
              [TH_WEB.spinTickets, wallets && String(wallets.spinWallet)],
            ]}
          />
        </section>
        <section className="card" aria-labelledby="account-totals">
          <h2 id="account-totals" className="card__title">
            {TH_WEB.accountTotals}
          </h2>
          <Facts
            rows={[
              [TH_WEB.totalDeposit, money(user?.totalDeposit)],
              [TH_WEB.totalWithdraw, money(user?.totalWithdraw)],
            ]}
          />
        </section>
        <section className="card">
          <PersonalInfo user={user} />
        </section>
        <nav className="card" aria-label={TH_WEB.navAccount}>
          <ul className="link-list">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="btn btn-ghost btn-block">
                  <Icon name={link.icon} size={18} />
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="btn btn-ghost btn-block" onClick={() => openDialog('history')}>
                <Icon name="list" size={18} />
                {TH_WEB.navHistory}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </Page>
  );
}
