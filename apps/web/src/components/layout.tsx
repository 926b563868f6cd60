import { TH_WEB } from '@chokdee/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { isNavHidden } from '../config/paths';
import { AppHeader } from './app-header';
import { DialogHost } from './dialog-host';
import { FooterBar } from './footer-bar';
import { RouteEffects } from './route-effects';
import { PageSkeleton } from './skeleton';
import { Toaster } from './toaster';

function MaintenanceBanner() {
  const { data: site } = usePrefix();
  if (!site?.Maintenance) return null;
  return (
    <p className="banner" role="status">
      {TH_WEB.maintenance}
    </p>
  );
}

/** The member app's frame: header, the routed screen, the footer bar and the popups. */
export function Layout() {
  const { pathname } = useLocation();
  const hideNav = isNavHidden(pathname);
  return (
    <DialogHost>
      <a className="skip-link" href="#main">
        {TH_WEB.skipToContent}
      </a>
      <AppHeader hideNav={hideNav} />
      <MaintenanceBanner />
      <main id="main" className={`app-main${hideNav ? '' : ' app-main--with-bar'}`} tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {!hideNav && <FooterBar />}
      <Toaster />
      <RouteEffects />
    </DialogHost>
  );
}
