import { adminMarkWithdrawalPaid } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { withdrawalQueueKey } from './get-withdrawal-queue';
import { queryClient } from './query-client';

/** Records a payout staff made by hand at the bank, with the bank's reference. */
export function useMarkWithdrawalPaid() {
  return useMutation({
    mutationFn: async ({ id, reference }: { id: string; reference: string }) =>
      call(adminMarkWithdrawalPaid, { reference }, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalQueueKey }),
  });
}
