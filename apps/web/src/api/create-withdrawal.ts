import { createWithdrawal } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshMoney } from './get-balance';

/** POST withdrawal {Amount, Channel: 'BANK'}: paid to the member's bound account. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => call(createWithdrawal, { Amount: amount, Channel: 'BANK' }),
    // A refused or failed payout may still have changed the balance (money returned): refetch either way.
    onSettled: () => refreshMoney(queryClient),
  });
}
