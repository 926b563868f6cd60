import { getDepositChannels } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'deposit-channels'],
    queryFn: async () => (await call(getDepositChannels)).data,
    staleTime: 5 * 60_000,
  });

/** GET info/deposit: the site's receiving accounts, in display order (members only). */
export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
