import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';
import { Icon, type IconName } from './icons';
import { TEXT } from '../lib/text';

interface Item {
  to: string;
  label: string;
  icon: IconName;
}

// SPEC §2: for visitors the footer bar is the entry to login, register, free credit and promotions.
const VISITOR: Item[] = [
  { to: paths.login.getHref(), label: TEXT.navLogin, icon: 'login' },
  { to: paths.register.getHref(), label: TEXT.navRegister, icon: 'userPlus' },
  { to: paths.freeCredit.getHref(), label: TEXT.navFreeCredit, icon: 'gift' },
  { to: paths.promotion.getHref(), label: TEXT.navPromotion, icon: 'tag' },
];

const MEMBER: Item[] = [
  { to: paths.home.getHref(), label: TEXT.navHome, icon: 'home' },
  { to: paths.deposit.getHref(), label: TEXT.navDeposit, icon: 'deposit' },
  { to: paths.withdraw.getHref(), label: TEXT.navWithdraw, icon: 'withdraw' },
  { to: paths.promotion.getHref(), label: TEXT.navPromotion, icon: 'tag' },
  { to: paths.menu.getHref(), label: TEXT.navMenu, icon: 'grid' },
];

export function FooterBar() {
  const items = useToken() ? MEMBER : VISITOR;
  return (
    <nav className="footer-bar" aria-label={TEXT.mainNav}>
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
