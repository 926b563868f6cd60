import { adminPutWheelPrizes, type AdminPutWheelPrizesBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, isAwaitingApproval } from './client';
import { wheelPrizesKey } from './get-wheel-prizes';
import { queryClient } from './query-client';

/** Replaces the prize table; the server refuses one that would pay a ticket's cost or more. */
export function useSaveWheelPrizes() {
  return useMutation({
    mutationFn: (body: AdminPutWheelPrizesBody) => call(adminPutWheelPrizes, body),
    onSuccess: (answer) => {
      if (!isAwaitingApproval(answer)) queryClient.setQueryData(wheelPrizesKey, answer.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wheelPrizesKey }),
  });
}
