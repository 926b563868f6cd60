import { Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { useIdleWatch } from '../lib/idle-watch';
import { AppHeader } from './app-header';
import { useSignedIn } from './require-session';
import { SideNav } from './side-nav';

/** The signed-in frame: header, side navigation (a menu on a phone), the routed screen. */
export function Layout() {
  const { t } = useI18n();
  const { idleMinutes } = useSignedIn();
  const menuId = useId();
  const { pathname } = useLocation();
  // The phone menu closes on every navigation: it is keyed to the path it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  useIdleWatch(idleMinutes);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <AppHeader menuId={menuId} menuOpen={menuOpen} onMenu={() => setOpenOn(menuOpen ? null : pathname)} />
      <div className="admin-shell">
        <SideNav id={menuId} open={menuOpen} onNavigate={() => setOpenOn(null)} />
        <main id="main" className="admin-main" tabIndex={-1}>
          <Suspense
            fallback={
              <p className="boot" role="status" aria-busy="true">
                {t.loading}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </>
  );
}
