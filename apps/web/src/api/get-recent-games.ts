import { getRecentGames } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

export const recentGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'recent'],
    queryFn: async () => (await call(getRecentGames)).data,
  });

/** The games the member launched lately (every launch is recorded by the server), most recent first. */
export function useRecentGames() {
  const token = useToken();
  return useQuery({ ...recentGamesQueryOptions(), enabled: token !== null });
}
