import type { MemberBanner } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { BannerCarousel } from '../components/banner-carousel';
import { Icon } from '../components/icons';
import { paths } from '../config/paths';
import { lineChatUrl } from '../lib/line';
import { TEXT } from '../lib/text';

/** How a section links into the member app: a plain <a> on the static landing, a router Link at /user/. */
export type AppLink = (props: {
  to: string;
  className?: string;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) => ReactNode;

/** What the server knows and the static landing page fills in at run time (landing/boot.ts). */
export interface VisitorData {
  /** The newest promotion: its title and image. */
  promotion?: { title: string; ImageUrl: string } | undefined;
  /** The site's LINE id (prefix LineId); empty hides the contact. */
  lineId?: string | undefined;
  /** The operator's banners live now; none hides the carousel. */
  banners?: MemberBanner[] | undefined;
}

// The game labels link to their lists; the art is the house games' own (public/games): small SVGs, nothing
// for a cheap phone to chew on.
const GAMES = [
  { to: paths.gameCategory.getHref('casino'), label: TEXT.navCasino, art: '/games/lobby.svg' },
  { to: paths.slot.getHref(), label: TEXT.navSlot, art: '/games/slot.svg' },
  { to: paths.baccarat.getHref(), label: TEXT.navBaccarat, art: '/games/baccarat.svg' },
  { to: paths.poker.getHref(), label: TEXT.navPoker, art: '/games/poker.svg' },
  { to: paths.trading.getHref(), label: TEXT.navTrading, art: '/games/trading.svg' },
];

const STEPS = [
  { title: TEXT.stepSignupTitle, text: TEXT.stepSignupText },
  { title: TEXT.stepDepositTitle, text: TEXT.stepDepositText },
  { title: TEXT.stepWithdrawTitle, text: TEXT.stepWithdrawText },
];

/**
 * The visitor's sales page, as the big Thai sites lay it out: the offer and the sign-up buttons, the current
 * promotion, the game categories with their art, deposit and withdraw in three steps, the LINE contact,
 * the responsible-play line (the footer under them is
 * components/site-footer.tsx, on every page). The landing page (prerendered) and the member app's
 * logged-out home show the same sections, so the two never drift apart.
 */
export function VisitorSections({
  link: Link,
  titleLevel,
  promotion,
  lineId,
  banners,
  notice,
}: VisitorData & {
  link: AppLink;
  /** h1 on the landing page; h2 in the member app, whose page heading is the h1. */
  titleLevel: 1 | 2;
  /** The operator's announcement (prefix alertyMessage). */
  notice?: string | undefined;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Section = titleLevel === 1 ? 'h2' : 'h3';
  return (
    <div className="visitor">
      <BannerCarousel banners={banners} link={Link} />
      <section className="hero">
        <Title className="hero__title">{TEXT.landingTitle}</Title>
        <p className="hero__lead">{TEXT.landingLead}</p>
        {notice && (
          <p className="notice">
            <span className="notice__label">{TEXT.announcement}</span> {notice}
          </p>
        )}
        <div className="hero__actions">
          <Link to={paths.register.getHref()} className="btn btn-primary btn-lg">
            <Icon name="userPlus" size={20} />
            {TEXT.navRegister}
          </Link>
          <Link to={paths.login.getHref()} className="btn btn-ghost btn-lg">
            <Icon name="login" size={20} />
            {TEXT.navLogin}
          </Link>
        </div>
      </section>

      <section className="v-section v-promo" aria-labelledby="v-promo-title">
        <Section id="v-promo-title" className="v-title">
          {TEXT.promoSectionTitle}
        </Section>
        <Link to={paths.promotion.getHref()} className="v-promo__card">
          <img
            className="v-promo__image"
            src={promotion?.ImageUrl || undefined}
            hidden={!promotion?.ImageUrl}
            alt=""
            width="640"
            height="360"
            data-promo-image=""
          />
          <span className="v-promo__title" data-promo-title="">
            {promotion?.title ?? TEXT.promoSectionText}
          </span>
          <span className="v-promo__cta">
            <Icon name="tag" size={18} />
            {TEXT.landingPromotionCta}
          </span>
        </Link>
      </section>

      <section className="v-section v-games-section" aria-labelledby="v-games-title">
        <Section id="v-games-title" className="v-title">
          {TEXT.gamesSectionTitle}
        </Section>
        <ul className="v-games" aria-label={TEXT.navGame}>
          {GAMES.map((c) => (
            <li key={c.to}>
              <Link to={c.to} className="v-game">
                <img src={c.art} alt="" width="160" height="120" loading="lazy" />
                <span className="v-game__label">{c.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="v-section v-steps-section" aria-labelledby="v-steps-title">
        <Section id="v-steps-title" className="v-title">
          {TEXT.stepsTitle}
        </Section>
        <ol className="v-steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="v-step">
              <span className="v-step__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="v-step__title">{s.title}</span>
              <span className="v-step__text">{s.text}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="v-section v-line" aria-labelledby="v-line-title" hidden={!lineId} data-line="">
        <Section id="v-line-title" className="v-title">
          {TEXT.lineTitle}
        </Section>
        <p className="v-line__text">{TEXT.lineText}</p>
        <a
          className="btn btn-line btn-lg"
          href={lineId ? lineChatUrl(lineId) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          data-line-link=""
        >
          {TEXT.lineAdd}
          <span className="v-line__id" data-line-id="">
            {lineId}
          </span>
        </a>
      </section>

      <p className="age-notice">{TEXT.ageNotice}</p>
    </div>
  );
}
