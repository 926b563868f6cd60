import { adminListPromotions } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** Every promotion, in display order: what a save invalidates. */
export const promotionsKey = ['promotions'] as const;

export const promotionsQuery = queryOptions({
  queryKey: promotionsKey,
  queryFn: async ({ signal }) => (await call(adminListPromotions, undefined, { signal })).data,
});

export const usePromotions = () => useQuery(promotionsQuery);
