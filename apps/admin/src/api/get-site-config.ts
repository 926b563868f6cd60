import { adminGetConfig } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const siteConfigKey = ['site-config'] as const;

export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKey,
  queryFn: async ({ signal }) => (await call(adminGetConfig, undefined, { signal })).data,
});

/** The whole site config (what /v2/prefix serves members). */
export const useSiteConfig = () => useQuery(siteConfigQuery);
