import { adminMarkStatementNotOurs } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { invalidateDeposits } from './assign-bank-statement';
import { call } from './client';

/** Marks a waiting statement as no member's deposit, with the reason; nothing credits it afterwards. */
export function useMarkStatementNotOurs() {
  return useMutation({
    mutationFn: ({ ref, reason }: { ref: string; reason: string }) =>
      call(adminMarkStatementNotOurs, { reason }, { params: { ref } }),
    onSettled: () => invalidateDeposits(),
  });
}
