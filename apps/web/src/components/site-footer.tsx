import { HELP_LINE } from '@chokdee/contracts';
import type { AppLink } from '../landing/visitor-sections';
import { paths } from '../config/paths';
import { formatYear } from '../lib/format';
import { LANG, TEXT } from '../lib/text';

/**
 * The footer of every page, the landing's and the member app's (issue 27 item 7): the terms, the
 * play-responsibly page and the help line (one constant, contracts terms.ts), then the name and the year.
 * `link` is a plain <a> on the static landing and a router Link in the app.
 */
export function SiteFooter({ link: Link }: { link: AppLink }) {
  return (
    <footer className="site-footer">
      <nav aria-label={TEXT.footerLinks}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.terms.getHref()}>{TEXT.termsTitle}</Link>
          </li>
          <li>
            <Link to={paths.playResponsibly.getHref()}>{TEXT.playTitle}</Link>
          </li>
        </ul>
      </nav>
      <HelpLine className="site-footer__help" />
      <span className="brand__text">{TEXT.siteName}</span>
      <span>
        © {formatYear()} {TEXT.siteName} {TEXT.footerRights}
      </span>
    </footer>
  );
}

/** The help line with its number to call: the footer's, and the play-responsibly page's. */
export function HelpLine({ className }: { className?: string }) {
  return (
    <p className={className}>
      {TEXT.helpLineLead}{' '}
      <a className="help-line" href={`tel:${HELP_LINE.tel}`}>
        {LANG === 'en' ? HELP_LINE.textEn : HELP_LINE.text}
      </a>
    </p>
  );
}
