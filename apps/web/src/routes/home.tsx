import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSigninPopup } from '../api/claim-signin-popup';
import { useBanners } from '../api/get-banners';
import { usePrefix } from '../api/get-prefix';
import { usePromotions } from '../api/get-promotions';
import { BannerCarousel } from '../components/banner-carousel';
import { Icon, type IconName } from '../components/icons';
import { LastLoginNotice } from '../components/last-login-notice';
import { MemberCard } from '../components/member-card';
import { Page } from '../components/page';
import { RouterLink } from '../components/router-link';
import { paths } from '../config/paths';
import { VisitorSections } from '../landing/visitor-sections';
import { useToken } from '../lib/session';
import '../styles/visitor.css';
import { TEXT } from '../lib/text';

const QUICK: { to: string; label: string; icon: IconName }[] = [
  { to: paths.baccarat.getHref(), label: TEXT.navCasino, icon: 'play' },
  { to: paths.slot.getHref(), label: TEXT.navSlot, icon: 'play' },
  { to: paths.poker.getHref(), label: TEXT.navPoker, icon: 'play' },
  { to: paths.trading.getHref(), label: TEXT.navTrading, icon: 'play' },
  { to: paths.cashBack.getHref(), label: TEXT.navCashBack, icon: 'undo' },
  { to: paths.affiliate.getHref(), label: TEXT.navAffiliate, icon: 'users' },
  { to: paths.spinner.getHref(), label: TEXT.navSpinner, icon: 'star' },
  { to: paths.history.getHref(), label: TEXT.navTransactions, icon: 'list' },
];

function QuickMenu() {
  return (
    <nav className="card quick-menu" aria-labelledby="quick-menu-title">
      <h2 id="quick-menu-title" className="card__title">
        {TEXT.quickMenu}
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

/** The logged-out home: the landing page's sales sections, with the site's promotion, LINE id and notice. */
function VisitorHome() {
  const { data: site } = usePrefix();
  const { data: promotions } = usePromotions();
  const { data: banners } = useBanners();
  return (
    <VisitorSections
      link={RouterLink}
      titleLevel={2}
      promotion={promotions?.[0]}
      lineId={site?.LineId}
      banners={banners}
      notice={site?.alertyMessage}
    />
  );
}

function MemberBanners() {
  const { data: banners } = useBanners();
  return <BannerCarousel banners={banners} link={RouterLink} />;
}

// Code-split like the app's other popups: most visits have none.
const SigninPopupDialog = lazy(() =>
  import('../dialogs/signin-popup-dialog').then((m) => ({ default: m.SigninPopupDialog })),
);

/** Today's sign-in popup, when the server gives one: shown once, until closed or its link is followed. */
function SigninPopup() {
  const { popup, dismiss } = useSigninPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <SigninPopupDialog popup={popup} onClose={dismiss} />
    </Suspense>
  );
}

export function HomeRoute() {
  const token = useToken();
  return (
    <Page title={TEXT.navHome} className="home" hideTitle>
      {token ? (
        <div className="home__grid">
          <SigninPopup />
          <MemberBanners />
          <LastLoginNotice />
          <MemberCard />
          <QuickMenu />
        </div>
      ) : (
        <VisitorHome />
      )}
    </Page>
  );
}
