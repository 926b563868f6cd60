import { getPrefix, siteConfig, type SiteConfig } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readJson, writeItem } from '../lib/storage';
import { call, onUnavailable } from './client';
import { queryClient } from './query-client';

export async function fetchPrefix(): Promise<SiteConfig> {
  const { data } = await call(getPrefix);
  // Kept locally so the next visit paints logo and texts before the network answers.
  writeItem(STORAGE_KEYS.prefix, JSON.stringify(data));
  return data;
}

export const prefixQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'prefix'],
    queryFn: fetchPrefix,
    staleTime: 5 * 60_000,
    initialData: () => readJson(STORAGE_KEYS.prefix, siteConfig),
    initialDataUpdatedAt: 0,
    // While the maintenance notice shows, ask now and then, so the site comes back without a reload.
    refetchInterval: (query) => (query.state.data?.Maintenance ? 60_000 : false),
  });

// A 503 (a closed call) may mean maintenance has just begun: read the prefix again at once.
onUnavailable(() => void queryClient.invalidateQueries({ queryKey: prefixQueryOptions().queryKey }));

/** The site config (SPEC §3 "prefix"): LINE id, logo, promotion switch, limits… */
export function usePrefix() {
  return useQuery(prefixQueryOptions());
}

/** The LINE chat of the site's contact (forgot password); lib/line.ts, which the landing page shares. */
export { lineChatUrl } from '../lib/line';
