import { getAffiliate } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const affiliateQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'affiliate'],
    queryFn: async () => (await call(getAffiliate)).data,
    staleTime: 10_000,
  });

/** GET users/affiliate: balance, moves, referred members, incomes and the site's setting. */
export function useAffiliate() {
  const token = useToken();
  return useQuery({ ...affiliateQueryOptions(), enabled: token !== null });
}

/** The moves of affiliate income to the game wallet (history rows), from the same answer. */
export function useAffiliateMoves() {
  const token = useToken();
  return useQuery({
    ...affiliateQueryOptions(),
    select: (data) => data.transaction,
    enabled: token !== null,
  });
}
