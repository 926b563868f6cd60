import { adminPutWithdrawalRules, type WithdrawalRules } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, isAwaitingApproval } from './client';
import { withdrawalRulesKey } from './get-withdrawal-rules';
import { withdrawalQueueKey } from './get-withdrawal-queue';
import { queryClient } from './query-client';

/** Replaces the auto-withdraw rules; the queue's large-amount flags follow them. */
export function useSaveWithdrawalRules() {
  return useMutation({
    mutationFn: (rules: WithdrawalRules) => call(adminPutWithdrawalRules, rules),
    onSuccess: (answer) => {
      // A raise waiting for approval changed nothing yet: read the rules again.
      if (isAwaitingApproval(answer)) return queryClient.invalidateQueries({ queryKey: withdrawalRulesKey });
      queryClient.setQueryData(withdrawalRulesKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: withdrawalQueueKey });
    },
  });
}
