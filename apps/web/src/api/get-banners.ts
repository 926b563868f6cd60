import { getBanners } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** The banners live now (the server decides, by its clock); public (site key only), for visitors too. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: async () => (await call(getBanners)).data.banners,
    staleTime: 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
