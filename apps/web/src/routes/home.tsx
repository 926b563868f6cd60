import { TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { Icon, type IconName } from '../components/icons';
import { MemberCard } from '../components/member-card';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { useToken } from '../lib/session';

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
