import { TH_WEB } from '@chokdee/contracts';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';
import { Icon, type IconName } from './icons';

interface Item {
  to: string;
  label: string;
  icon: IconName;
}

// SPEC §2: for visitors the footer bar is the entry to login, register, free credit and promotions.
const VISITOR: Item[] = [
  { to: paths.login.getHref(), label: TH_WEB.navLogin, icon: 'login' },
  { to: paths.register.getHref(), label: TH_WEB.navRegister, icon: 'userPlus' },
  { to: paths.freeCredit.getHref(), label: TH_WEB.navFreeCredit, icon: 'gift' },
  { to: paths.promotion.getHref(), label: TH_WEB.navPromotion, icon: 'tag' },
];

const MEMBER: Item[] = [
  { to: paths.home.getHref(), label: TH_WEB.navHome, icon: 'home' },
  { to: paths.deposit.getHref(), label: TH_WEB.navDeposit, icon: 'deposit' },
  { to: paths.withdraw.getHref(), label: TH_WEB.navWithdraw, icon: 'withdraw' },
  { to: paths.promotion.getHref(), label: TH_WEB.navPromotion, icon: 'tag' },
  { to: paths.menu.getHref(), label: TH_WEB.navMenu, icon: 'grid' },
];

export function FooterBar() {
  const items = useToken() ? MEMBER : VISITOR;
  return (
    <nav className="footer-bar" aria-label={TH_WEB.mainNav}>
      <ul className="footer-bar__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="footer-bar__link">
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
