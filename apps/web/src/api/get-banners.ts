import { getBanners } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

/**
 * The banners live now (the server decides, by its clock); for visitors too. A signed-in member's list is
 * cached apart: the server sends none to a member on a break.
 */
export const bannersQueryOptions = (signedIn = false) =>
  queryOptions({
    queryKey: ['banners', signedIn ? 'member' : 'visitor'],
    queryFn: async () => (await call(getBanners)).data.banners,
    staleTime: 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions(useToken() !== null));
}
