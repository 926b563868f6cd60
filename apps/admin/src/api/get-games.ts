import { adminGetGames } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const gamesKey = ['games'] as const;

export const gamesQuery = queryOptions({
  queryKey: gamesKey,
  queryFn: async ({ signal }) => (await call(adminGetGames, undefined, { signal })).data,
});

/** Every game entry of every partner, by partner and display order. */
export const useGames = () => useQuery(gamesQuery);
