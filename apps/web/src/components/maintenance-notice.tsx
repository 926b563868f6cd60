import { fillMessage, type SiteConfig } from '@chokdee/contracts';
import { formatDate } from '../lib/format';
import { lineChatUrl } from '../lib/line';
import { TEXT } from '../lib/text';
import { LanguageSwitch } from './language-switch';

/**
 * The whole app while the operator has the site in maintenance (prefix `Maintenance`): the operator's notice
 * (or the catalogue's), the planned end in Thai format and the LINE contact. The server closes the money and
 * game calls meanwhile; the pages behind would only fail, so none is shown.
 */
export function MaintenanceNotice({ site }: { site: SiteConfig }) {
  const until = site.MaintenanceUntil ? formatDate(site.MaintenanceUntil) : '';
  return (
    <main id="main" className="maintenance" tabIndex={-1}>
      <div className="maintenance__box card">
        {site.logoUrl ? (
          <img className="brand__logo" src={site.logoUrl} alt="" width="128" height="32" />
        ) : (
          <span className="brand__text">{TEXT.siteName}</span>
        )}
        <LanguageSwitch />
        <h1 className="maintenance__title">{TEXT.maintenanceTitle}</h1>
        <p className="maintenance__message">{site.MaintenanceMessage || TEXT.maintenanceDefault}</p>
        {until && <p className="maintenance__until">{fillMessage(TEXT.maintenanceUntil, { time: until })}</p>}
        <p className="maintenance__safe">{TEXT.maintenanceMoneySafe}</p>
        {site.LineId && (
          <>
            <p>{TEXT.maintenanceContact}</p>
            <a
              className="btn btn-line btn-lg"
              href={lineChatUrl(site.LineId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {TEXT.lineAdd} {site.LineId}
            </a>
          </>
        )}
      </div>
    </main>
  );
}
