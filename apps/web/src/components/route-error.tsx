import { TH_WEB } from '@chokdee/contracts';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { memberHref, paths } from '../config/paths';
import { Icon } from './icons';

/**
 * The router's error element for every route: whatever broke a screen (a chunk that failed to load after a
 * deploy, data of an unexpected shape) ends here, in Thai, with a reload, never on React Router's English
 * default page. It stands outside the layout, whose parts may be what broke, so its links are plain.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = `${TH_WEB.errorTitle} | ${TH_WEB.siteName}`;
  }, []);
  // Kept in the console for whoever debugs it; the member only sees the Thai page.
  useEffect(() => console.warn(error), [error]);
  return (
    <main id="main" className="page error-page">
      <div className="card empty" role="alert">
        <h1 className="empty__title">{TH_WEB.errorTitle}</h1>
        <p className="empty__note">{TH_WEB.errorPageText}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Icon name="refresh" size={18} />
          {TH_WEB.reloadPage}
        </button>
        <a className="text-link" href={memberHref(paths.home.getHref())}>
          {TH_WEB.navHome}
        </a>
      </div>
    </main>
  );
}
