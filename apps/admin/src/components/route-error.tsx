import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useI18n } from '../i18n';

/**
 * The router's error page for every route (a chunk lost to a new deploy, the server unreachable at boot):
 * in the chosen language, with a reload, never React Router's default page. It stands outside the layout,
 * which may be what broke.
 */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  useEffect(() => {
    document.title = `${t.errorTitle} | ${t.appName}`;
  }, [t]);
  // Kept in the console for whoever debugs it.
  useEffect(() => console.warn(error), [error]);
  return (
    <main id="main" className="error-page">
      <div className="empty" role="alert">
        <h1 className="empty__title">{t.errorTitle}</h1>
        <p className="empty__text">{t.errorPageText}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.reloadPage}
        </button>
      </div>
    </main>
  );
}
