import { Link } from 'react-router';
import { signOut } from '../api/logout';
import { useOpenDialog } from '../components/dialog-host';
import { Icon, type IconName } from '../components/icons';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';
import { TEXT } from '../lib/text';

const LINKS: { to: string; label: string; icon: IconName }[] = [
  { to: paths.profile.getHref(), label: TEXT.navProfile, icon: 'user' },
  { to: paths.account.getHref(), label: TEXT.navAccount, icon: 'user' },
  { to: paths.game.getHref(), label: TEXT.navGame, icon: 'play' },
  { to: paths.baccarat.getHref(), label: TEXT.navCasino, icon: 'play' },
  { to: paths.slot.getHref(), label: TEXT.navSlot, icon: 'play' },
  { to: paths.poker.getHref(), label: TEXT.navPoker, icon: 'play' },
  { to: paths.trading.getHref(), label: TEXT.navTrading, icon: 'play' },
  { to: paths.freeCredit.getHref(), label: TEXT.navFreeCredit, icon: 'gift' },
  { to: paths.cashBack.getHref(), label: TEXT.navCashBack, icon: 'undo' },
  { to: paths.affiliate.getHref(), label: TEXT.navAffiliate, icon: 'users' },
  { to: paths.spinner.getHref(), label: TEXT.navSpinner, icon: 'star' },
  { to: paths.transactions.getHref(), label: TEXT.navTransactions, icon: 'list' },
  { to: paths.transactionsDeposit.getHref(), label: TEXT.navTransactionsDeposit, icon: 'deposit' },
  { to: paths.transactionsWithdraw.getHref(), label: TEXT.navTransactionsWithdraw, icon: 'withdraw' },
  { to: paths.history.getHref(), label: TEXT.statementTitle, icon: 'list' },
  { to: paths.playCare.getHref(), label: TEXT.navPlayCare, icon: 'lock' },
];

/** /menu: every member screen in one list, and the account's actions (sign-out was only in the profile). */
export function MenuRoute() {
  const openDialog = useOpenDialog();
  const token = useToken();
  return (
    <Page title={TEXT.navMenu}>
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
            <span>{TEXT.changePassword}</span>
          </button>
        </li>
        {token && (
          <li>
            <button type="button" className="tile tile--danger" onClick={() => void signOut()}>
              <Icon name="logout" />
              <span>{TEXT.signOut}</span>
            </button>
          </li>
        )}
      </ul>
    </Page>
  );
}
