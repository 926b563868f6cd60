import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { userQueryKey, userQueryOptions } from '../api/get-user';
import { isPublicPage, paths, toAppPath } from '../config/paths';
import { clearSession, getToken, takeDiscardedSession } from '../lib/session';
import { saveShareToken } from '../lib/storage-keys';

/**
 * What happens on every route change (SPEC §2, §4): scroll to the top, keep a share token from the URL,
 * and re-check the session with GET refresh. A dead session is dropped, and the member goes home unless
 * the page is public (Home, Login, Signup, Promotion).
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    window.scrollTo(0, 0);
    const shared = matchPath(paths.homeShare.path, pathname)?.params.shareToken;
    saveShareToken(shared ?? new URLSearchParams(search).get('shareToken'));
    if (shared) {
      void navigate(paths.home.getHref(), { replace: true });
      return;
    }
    // The stored session was unreadable and is gone (lib/session.ts): sign in again.
    if (takeDiscardedSession()) {
      void navigate(paths.login.getHref(), { replace: true });
      return;
    }
    const goHomeUnlessPublic = () => {
      if (!isPublicPage(toAppPath(window.location.pathname)))
        void navigate(paths.home.getHref(), { replace: true });
    };
    if (!getToken()) {
      goHomeUnlessPublic();
      return;
    }
    queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }).catch((err: unknown) => {
      // Only a refused session ends it; a flaky connection must not log a member out.
      if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) return;
      clearSession();
      queryClient.removeQueries({ queryKey: userQueryKey });
      goHomeUnlessPublic();
    });
  }, [pathname, search, navigate, queryClient]);

  return null;
}
