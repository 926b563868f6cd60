import { getWheel, listWheelSpins } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../lib/session';
import { call } from './client';
import { moneyQueryKey } from './get-balance';

export const wheelQueryKey = [...moneyQueryKey, 'wheel'] as const;

export const wheelQueryOptions = () =>
  queryOptions({
    queryKey: [...wheelQueryKey, 'state'],
    queryFn: async () => (await call(getWheel)).data,
  });

/** GET wheel: segments with their real odds, tickets, coins and the committed seeds of the next spin. */
export function useWheel() {
  const token = useToken();
  return useQuery({ ...wheelQueryOptions(), enabled: token !== null });
}

/** GET spins: the member's 20 latest spins with their seeds (server seed once revealed). */
export function useWheelSpins() {
  const token = useToken();
  return useQuery({
    queryKey: [...wheelQueryKey, 'spins'],
    queryFn: async () => (await call(listWheelSpins)).data,
    enabled: token !== null,
  });
}
