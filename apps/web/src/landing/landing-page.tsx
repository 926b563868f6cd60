import { TH_WEB } from '@chokdee/contracts';
import { Icon, type IconName } from '../components/icons';
import { BannerSlide } from '../components/banner-carousel';
import { SiteFooter } from '../components/site-footer';
import { memberHref, paths } from '../config/paths';
import { VisitorSections, type AppLink } from './visitor-sections';

// The static page links into the member app with plain anchors: no React ships with it.
const AppAnchor: AppLink = ({ to, className, children }) => (
  <a href={memberHref(to)} className={className}>
    {children}
  </a>
);

// SPEC §2: the footer bar is the visitor's entry to login, register, free credit and promotions.
const FOOTER: { href: string; label: string; icon: IconName }[] = [
  { href: memberHref(paths.login.getHref()), label: TH_WEB.navLogin, icon: 'login' },
  { href: memberHref(paths.register.getHref()), label: TH_WEB.navRegister, icon: 'userPlus' },
  { href: memberHref(paths.freeCredit.getHref()), label: TH_WEB.navFreeCredit, icon: 'gift' },
  { href: memberHref(paths.promotion.getHref()), label: TH_WEB.navPromotion, icon: 'tag' },
];

/** The landing page (SPEC §2 Index): rendered to static HTML at build time; every action is a plain link. */
export function LandingPage() {
  return (
    <>
      <a className="skip-link" href="#main">
        {TH_WEB.skipToContent}
      </a>
      <header className="l-header">
        <a className="brand" href="/">
          <span className="brand__text">{TH_WEB.siteName}</span>
        </a>
        <nav className="l-header__actions" aria-label={TH_WEB.navLogin}>
          <a className="btn btn-ghost btn-sm" href={memberHref(paths.login.getHref())}>
            {TH_WEB.navLogin}
          </a>
          <a className="btn btn-primary btn-sm" href={memberHref(paths.register.getHref())}>
            {TH_WEB.navRegister}
          </a>
        </nav>
      </header>
      <main id="main" className="l-main">
        {/* The promotion and the LINE contact are filled in by boot.ts from the site's own data. */}
        <VisitorSections link={AppAnchor} titleLevel={1} />
        {/* One slide of the banner carousel, for boot.ts to clone per banner: the member app's own markup. */}
        <template data-banner-template="">
          <BannerSlide link={AppAnchor} first={false} />
        </template>
        <SiteFooter link={AppAnchor} />
      </main>
      <nav className="footer-bar" aria-label={TH_WEB.mainNav}>
        <ul className="footer-bar__list">
          {FOOTER.map((item) => (
            <li key={item.href}>
              <a className="footer-bar__link" href={item.href}>
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** What goes in <head>: the title and description come from the catalogue too. */
export function LandingHead() {
  return (
    <>
      <title>{TH_WEB.landingTitle}</title>
      <meta name="description" content={TH_WEB.landingDescription} />
    </>
  );
}
