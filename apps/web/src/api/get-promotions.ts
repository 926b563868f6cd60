import { getPromotions } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';

/**
 * A signed-in member's list says which promotions they can still take (`canClaim`, `reason`), so it is
 * cached apart from a visitor's and goes stale sooner (a deposit changes it).
 */
export const promotionsQueryOptions = (signedIn = false) =>
  queryOptions({
    queryKey: ['promotions', signedIn ? 'member' : 'visitor'],
    queryFn: async () => (await call(getPromotions)).data,
    staleTime: signedIn ? 30_000 : 5 * 60_000,
  });

/** GET info/promotion: public (site key only), so the page works for visitors too. */
export function usePromotions() {
  return useQuery(promotionsQueryOptions(useToken() !== null));
}
