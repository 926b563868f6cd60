import { getPrefix, siteConfig, type SiteConfig } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readJson, writeItem } from '../lib/storage';
import { call } from './client';

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
  });

/** The site config (SPEC §3 "prefix"): LINE id, logo, promotion switch, limits… */
export function usePrefix() {
  return useQuery(prefixQueryOptions());
}

/** The LINE chat of the site's contact (forgot password); lib/line.ts, which the landing page shares. */
export { lineChatUrl } from '../lib/line';
