import { getRolling } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const rollingQueryOptions = () =>
  queryOptions({
    // Under the money key: any claim, deposit or reload refreshes it (refreshMoney).
    queryKey: [...moneyQueryKey, 'rolling'],
    queryFn: async () => (await call(getRolling)).data,
    staleTime: 10_000,
  });

/** GET get-rolling: claimable cashback, payout percent and the running period's figures. */
export function useRolling() {
  const token = useToken();
  return useQuery({ ...rollingQueryOptions(), enabled: token !== null });
}
