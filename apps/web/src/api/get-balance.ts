import { getBalance } from '@chokdee/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';
import { userQueryKey } from './get-user';

/** Every query whose answer a money movement changes starts with this key. */
export const moneyQueryKey = ['money'] as const;
export const balanceQueryKey = [...moneyQueryKey, 'balance'] as const;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: async () => (await call(getBalance)).data,
    staleTime: 10_000,
  });

/** GET profile/balance: the wallets and the playable credit (game wallet), in baht. */
export function useBalance() {
  const token = useToken();
  return useQuery({ ...balanceQueryOptions(), enabled: token !== null });
}

/** After a deposit, withdrawal or reload: balance, history, condition and user info are all stale. */
export function refreshMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
