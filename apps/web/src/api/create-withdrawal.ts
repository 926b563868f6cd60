import { createWithdrawal } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/**
 * POST withdrawal {Amount, Channel: 'BANK', Forfeit?}: paid to the member's bound account. `forfeit` is
 * the amount the member confirmed losing (sent only when there is one).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, forfeit }: { amount: number; forfeit: number }) =>
      call(createWithdrawal, { Amount: amount, Channel: 'BANK', ...(forfeit > 0 && { Forfeit: forfeit }) }),
    // A refused or failed payout may still have changed the balance (money returned): refetch either way.
    onSettled: () => refreshMoney(queryClient),
  });
}
