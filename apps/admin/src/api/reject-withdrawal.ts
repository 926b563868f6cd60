import { adminRejectWithdrawal } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { withdrawalQueueKey } from './get-withdrawal-queue';
import { queryClient } from './query-client';

/** Refuses a pending withdrawal with the staff member's reason; the money returns to the member. */
export function useRejectWithdrawal() {
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      call(adminRejectWithdrawal, { reason }, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalQueueKey }),
  });
}
