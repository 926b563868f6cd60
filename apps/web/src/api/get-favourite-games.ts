import { getFavouriteGames } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

export const favouriteGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'favourites'],
    queryFn: async () => (await call(getFavouriteGames)).data,
  });

/** The member's favourite games (kept on the server), most recently added first; none for a visitor. */
export function useFavouriteGames() {
  const token = useToken();
  return useQuery({ ...favouriteGamesQueryOptions(), enabled: token !== null });
}
