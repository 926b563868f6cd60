import { claimCashback } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** GET cashback/vertify: moves the whole cashback wallet to the game wallet. */
export function useClaimCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(claimCashback),
    // Also after a refusal: another tab may have claimed it meanwhile.
    onSettled: () => refreshMoney(queryClient),
  });
}
