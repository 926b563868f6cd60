import { getWithdrawHistory } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const withdrawHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'history', 'withdraw'],
    queryFn: async () => (await call(getWithdrawHistory)).data.Transaction,
    staleTime: 0,
  });

/** GET history/withdraw: the 20 latest withdrawals. */
export function useWithdrawHistory() {
  return useQuery(withdrawHistoryQueryOptions());
}
