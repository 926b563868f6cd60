import { listSessions } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

export const sessionsQueryKey = ['sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async () => (await call(listSessions)).data,
    staleTime: 30_000,
  });

/** GET sessions: the member's live sessions (this one marked) and the sign-in before this one. */
export function useSessions(options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery({ ...sessionsQueryOptions(), enabled: token !== null && options.enabled !== false });
}
