import { getWithdrawalCondition } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const withdrawalConditionQueryOptions = () =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'withdrawal-condition'],
    queryFn: async () => (await call(getWithdrawalCondition)).data,
    // The balance and turnover move while the member plays: always ask again when the screen opens.
    staleTime: 0,
  });

/** GET withdrawal/condition: limits, turnover, bonus cap and why a withdrawal is not possible. */
export function useWithdrawalCondition() {
  return useQuery(withdrawalConditionQueryOptions());
}
