import { HELP_LINE, TH_WEB } from '@chokdee/contracts';
import type { AppLink } from '../landing/visitor-sections';
import { paths } from '../config/paths';
import { formatYear } from '../lib/format';

/**
 * The footer of every page, the landing's and the member app's (issue 27 item 7): the terms, the
 * play-responsibly page and the help line (one constant, contracts terms.ts), then the name and the year.
 * `link` is a plain <a> on the static landing and a router Link in the app.
 */
export function SiteFooter({ link: Link }: { link: AppLink }) {
  return (
    <footer className="site-footer">
      <nav aria-label={TH_WEB.footerLinks}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.terms.getHref()}>{TH_WEB.termsTitle}</Link>
          </li>
          <li>
            <Link to={paths.playResponsibly.getHref()}>{TH_WEB.playTitle}</Link>
          </li>
        </ul>
      </nav>
      <HelpLine className="site-footer__help" />
      <span className="brand__text">{TH_WEB.siteName}</span>
      <span>
        © {formatYear()} {TH_WEB.siteName} {TH_WEB.footerRights}
      </span>
    </footer>
  );
}

/** The help line with its number to call: the footer's, and the play-responsibly page's. */
export function HelpLine({ className }: { className?: string }) {
  return (
    <p className={className}>
      {TH_WEB.helpLineLead}{' '}
      <a className="help-line" href={`tel:${HELP_LINE.tel}`}>
        {HELP_LINE.text}
      </a>
    </p>
  );
}
