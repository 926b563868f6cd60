import { adminListBanners } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** Every banner, scheduled, live or ended, in carousel order: what a save or a delete invalidates. */
export const bannersKey = ['marketing-banners'] as const;

export const bannersQuery = queryOptions({
  queryKey: bannersKey,
  queryFn: async ({ signal }) => (await call(adminListBanners, undefined, { signal })).data.banners,
});

/** The banners, each with where it stands now (the server's clock decides, not the browser's). */
export const useBanners = () => useQuery(bannersQuery);
