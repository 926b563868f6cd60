import { TH_WEB } from '@chokdee/contracts';
import { Icon, type IconName } from '../components/icons';
import { memberHref, paths } from '../config/paths';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'zap', title: TH_WEB.featureAutoTitle, text: TH_WEB.featureAutoText },
  { icon: 'play', title: TH_WEB.featureGamesTitle, text: TH_WEB.featureGamesText },
  { icon: 'undo', title: TH_WEB.featureCashbackTitle, text: TH_WEB.featureCashbackText },
  { icon: 'users', title: TH_WEB.featureAffiliateTitle, text: TH_WEB.featureAffiliateText },
];

const GAMES = [TH_WEB.navCasino, TH_WEB.navSlot, TH_WEB.navBaccarat, TH_WEB.navPoker, TH_WEB.navTrading];

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
        <section className="hero">
          <h1 className="hero__title">{TH_WEB.landingTitle}</h1>
          <p className="hero__lead">{TH_WEB.landingLead}</p>
          <div className="hero__actions">
            <a className="btn btn-primary btn-lg" href={memberHref(paths.register.getHref())}>
              <Icon name="userPlus" size={20} />
              {TH_WEB.navRegister}
            </a>
            <a className="btn btn-ghost btn-lg" href={memberHref(paths.login.getHref())}>
              <Icon name="login" size={20} />
              {TH_WEB.navLogin}
            </a>
          </div>
          <ul className="chips" aria-label={TH_WEB.navGame}>
            {GAMES.map((game) => (
              <li key={game} className="chip">
                {game}
              </li>
            ))}
          </ul>
        </section>
        <section className="features" aria-labelledby="features-title">
          <h2 id="features-title" className="section-title">
            {TH_WEB.landingFeaturesTitle}
          </h2>
          <ul className="features__grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="feature">
                <span className="feature__icon">
                  <Icon name={f.icon} />
                </span>
                <h3 className="feature__title">{f.title}</h3>
                <p className="feature__text">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <p className="promo-cta">
          <a className="btn btn-ghost btn-block" href={memberHref(paths.promotion.getHref())}>
            <Icon name="tag" size={20} />
            {TH_WEB.landingPromotionCta}
          </a>
        </p>
        <p className="age-notice">{TH_WEB.ageNotice}</p>
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
