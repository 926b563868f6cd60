import { TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { signOut } from '../api/logout';
import { useOpenDialog } from '../components/dialog-host';
import { Icon, type IconName } from '../components/icons';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';

const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: paths.profile.getHref(), label: TH_WEB.navProfile, icon: 'user' },
  { to: paths.account.getHref(), label: TH_WEB.navAccount, icon: 'user' },
  { to: paths.game.getHref(), label: TH_WEB.navGame, icon: 'play' },
  { to: paths.baccarat.getHref(), label: TH_WEB.navCasino, icon: 'play' },
  { to: paths.slot.getHref(), label: TH_WEB.navSlot, icon: 'play' },
  { to: paths.poker.getHref(), label: TH_WEB.navPoker, icon: 'play' },
  { to: paths.trading.getHref(), label: TH_WEB.navTrading, icon: 'play' },
  { to: paths.freeCredit.getHref(), label: TH_WEB.navFreeCredit, icon: 'gift' },
  { to: paths.cashBack.getHref(), label: TH_WEB.navCashBack, icon: 'undo' },
  { to: paths.affiliate.getHref(), label: TH_WEB.navAffiliate, icon: 'users' },
  { to: paths.spinner.getHref(), label: TH_WEB.navSpinner, icon: 'star' },
  { to: paths.transactions.getHref(), label: TH_WEB.navTransactions, icon: 'list' },
  { to: paths.transactionsDeposit.getHref(), label: TH_WEB.navTransactionsDeposit, icon: 'deposit' },
  { to: paths.transactionsWithdraw.getHref(), label: TH_WEB.navTransactionsWithdraw, icon: 'withdraw' },
  { to: paths.history.getHref(), label: TH_WEB.statementTitle, icon: 'list' },
  { to: paths.playCare.getHref(), label: TH_WEB.navPlayCare, icon: 'lock' },
];

/** /menu: every member screen in one list, and the account's actions (sign-out was only in the profile). */
export function MenuRoute() {
  const openDialog = useOpenDialog();
  const token = useToken();
  return (
    <Page title={TH_WEB.navMenu}>
      <ul className="tile-grid tile-grid--menu">
        {LINKS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="tile">
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="tile" onClick={() => openDialog('password-change')}>
            <Icon name="lock" />
            <span>{TH_WEB.changePassword}</span>
          </button>
        </li>
        {token && (
          <li>
            <button type="button" className="tile tile--danger" onClick={() => void signOut()}>
              <Icon name="logout" />
              <span>{TH_WEB.signOut}</span>
            </button>
          </li>
        )}
      </ul>
    </Page>
  );
}
