import { getDepositHistory } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const depositHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'history', 'deposit'],
    queryFn: async () => (await call(getDepositHistory)).data.Transaction,
    staleTime: 0,
  });

/** GET history/deposit: the 20 latest rows of every kind; screens filter them (lib/transactions). */
export function useDepositHistory() {
  return useQuery(depositHistoryQueryOptions());
}
