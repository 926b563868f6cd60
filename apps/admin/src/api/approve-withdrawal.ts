import { adminApproveWithdrawal } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { withdrawalQueueKey } from './get-withdrawal-queue';
import { queryClient } from './query-client';

/** Pays a pending withdrawal; answers the server's message (paid, paying, failed, or pay it by hand). */
export function useApproveWithdrawal() {
  return useMutation({
    mutationFn: async (id: string) => call(adminApproveWithdrawal, undefined, { params: { id } }),
    // Settled, not only succeeded: a 409 means someone else acted first, and the queue shows what they did.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalQueueKey }),
  });
}
