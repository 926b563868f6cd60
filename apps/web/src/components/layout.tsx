import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { useMemberEvents } from '../api/watch-member-events';
import { isNavHidden } from '../config/paths';
import { AppHeader } from './app-header';
import { DialogHost } from './dialog-host';
import { FooterBar } from './footer-bar';
import { MaintenanceNotice } from './maintenance-notice';
import { RouteEffects } from './route-effects';
import { RouterLink } from './router-link';
import { SiteFooter } from './site-footer';
import { PageSkeleton } from './skeleton';
import { Toaster } from './toaster';
import { TEXT } from '../lib/text';

// Its own chunk: a timer and a dialog nobody needs before the first screen (the member app's JS budget).
const RealityCheck = lazy(() => import('./reality-check').then((m) => ({ default: m.RealityCheck })));

/** The member app's frame: header, the routed screen, the footer, the footer bar and the popups. */
export function Layout() {
  const { pathname } = useLocation();
  const hideNav = isNavHidden(pathname);
  const { data: site } = usePrefix();
  useMemberEvents();
  // Maintenance mode (issue 12): the notice instead of every page, until the prefix says it is over.
  if (site?.Maintenance) return <MaintenanceNotice site={site} />;
  return (
    <DialogHost>
      <a className="skip-link" href="#main">
        {TEXT.skipToContent}
      </a>
      <AppHeader hideNav={hideNav} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {/* After <main>, not in it: the page's own lists and landmarks stay the page's. */}
      <div className={`app-foot${hideNav ? '' : ' app-main--with-bar'}`}>
        <SiteFooter link={RouterLink} />
      </div>
      {!hideNav && <FooterBar />}
      <Toaster />
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
      <RouteEffects />
    </DialogHost>
  );
}
