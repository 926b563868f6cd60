import { claimAffiliate } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** GET affiliate/vertify: moves the affiliate income to the game wallet. */
export function useClaimAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(claimAffiliate),
    onSettled: () => refreshMoney(queryClient),
  });
}
