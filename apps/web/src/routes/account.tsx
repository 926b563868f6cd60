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
import { TEXT } from '../lib/text';

const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: paths.deposit.getHref(), label: TEXT.navDeposit, icon: 'deposit' },
  { to: paths.withdraw.getHref(), label: TEXT.navWithdraw, icon: 'withdraw' },
  { to: paths.transactions.getHref(), label: TEXT.navTransactions, icon: 'list' },
  { to: paths.promotion.getHref(), label: TEXT.navPromotion, icon: 'tag' },
  { to: paths.profile.getHref(), label: TEXT.navProfile, icon: 'user' },
  { to: paths.playCare.getHref(), label: TEXT.navPlayCare, icon: 'lock' },
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
  const money = (n: number | undefined) => (n === undefined ? undefined : `${formatMoney(n)} ${TEXT.baht}`);
  const wallets = balance ?? user?.internalWallet;
  return (
    <Page title={TEXT.navAccount}>
      <div className="money money--two">
        <section className="card" aria-labelledby="account-balance">
          <h2 id="account-balance" className="card__title">
            {TEXT.accountBalanceTitle}
          </h2>
          <Facts
            rows={[
              [TEXT.gameWallet, money(wallets?.gameWallet)],
              [TEXT.affiliateWallet, money(wallets?.affiliateWallet)],
              [TEXT.cashbackWallet, money(wallets?.cashbackWallet)],
              [TEXT.prizeCoins, wallets && formatMoney(wallets.prizeWallet)],
              [TEXT.spinTickets, wallets && String(wallets.spinWallet)],
            ]}
          />
        </section>
        <section className="card" aria-labelledby="account-totals">
          <h2 id="account-totals" className="card__title">
            {TEXT.accountTotals}
          </h2>
          <Facts
            rows={[
              [TEXT.totalDeposit, money(user?.totalDeposit)],
              [TEXT.totalWithdraw, money(user?.totalWithdraw)],
            ]}
          />
        </section>
        <section className="card">
          <PersonalInfo user={user} />
        </section>
        <nav className="card" aria-label={TEXT.navAccount}>
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
                {TEXT.navHistory}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </Page>
  );
}
