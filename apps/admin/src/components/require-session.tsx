import type { StaffSession } from '@chokdee/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/get-session';
import { paths } from '../config/paths';
import { useI18n } from '../i18n';

const SignedIn = createContext<StaffSession | null>(null);

/** The session of a screen inside RequireSession. */
export function useSignedIn(): StaffSession {
  const session = useContext(SignedIn);
  if (!session) throw new Error('useSignedIn outside RequireSession');
  return session;
}

/** Renders its screens only for a signed-in staff member (asked of the server on load); else the sign-in page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const location = useLocation();
  const session = useSession();
  if (session.isPending)
    return (
      <p className="boot" role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  // An answer other than 401 (server down): the query throws, and the route's error page offers a reload.
  if (session.isError) throw session.error;
  if (!session.data) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <SignedIn value={session.data}>{children}</SignedIn>;
}
