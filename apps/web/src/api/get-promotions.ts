import { getPromotions } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions'],
    queryFn: async () => (await call(getPromotions)).data,
    staleTime: 5 * 60_000,
  });

/** GET info/promotion: public (site key only), so the page works for visitors too. */
export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
