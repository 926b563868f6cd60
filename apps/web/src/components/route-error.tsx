import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { memberHref, paths } from '../config/paths';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/**
 * The router's error element for every route: whatever broke a screen (a chunk that failed to load after a
 * deploy, data of an unexpected shape) ends here, in Thai, with a reload, never on React Router's English
 * default page. It stands outside the layout, whose parts may be what broke, so its links are plain.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = `${TEXT.errorTitle} | ${TEXT.siteName}`;
  }, []);
  // Kept in the console for whoever debugs it; the member only sees the Thai page.
  useEffect(() => console.warn(error), [error]);
  return (
    <main id="main" className="page error-page">
      <div className="card empty" role="alert">
        <h1 className="empty__title">{TEXT.errorTitle}</h1>
        <p className="empty__note">{TEXT.errorPageText}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Icon name="refresh" size={18} />
          {TEXT.reloadPage}
        </button>
        <a className="text-link" href={memberHref(paths.home.getHref())}>
          {TEXT.navHome}
        </a>
      </div>
    </main>
  );
}
