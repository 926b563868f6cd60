import { staffMe, type StaffSession } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call, setCsrfToken } from './client';
import { queryClient } from './query-client';

export const sessionQueryKey = ['staff-session'] as const;

/** Keeps the session the server answered (sign-in or /auth/me) and its CSRF token for the next writes. */
export function keepSession(session: StaffSession | null) {
  setCsrfToken(session?.csrfToken ?? null);
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Who is signed in, re-read from the server on every page load; null when nobody is. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<StaffSession | null> => {
    try {
      const { data } = await call(staffMe, undefined, { signal });
      setCsrfToken(data.csrfToken);
      return data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setCsrfToken(null);
        return null;
      }
      throw err;
    }
  },
  // The server's idle clock decides when a session ends, not a cache timer.
  staleTime: Infinity,
});

export const useSession = () => useQuery(sessionQuery);

/** The signed-in session as the cache holds it now, outside React. */
export const currentSession = () => queryClient.getQueryData<StaffSession | null>(sessionQueryKey) ?? null;
