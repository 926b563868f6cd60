import { listGameRounds } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

export const roundsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'rounds'],
    queryFn: async () => (await call(listGameRounds)).data,
  });

/** Game recall: the member's 20 latest rounds, newest first. */
export function useGameRounds() {
  const token = useToken();
  return useQuery({ ...roundsQueryOptions(), enabled: token !== null });
}
