import { adminAssignBankStatement } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { bankStatementsKey } from './get-bank-statements';
import { everyMemberKey } from './get-member';
import { queryClient } from './query-client';

/** The queue, and every member page (a balance changed), after a deposit action. */
export const invalidateDeposits = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bankStatementsKey }),
    queryClient.invalidateQueries({ queryKey: everyMemberKey }),
  ]);

export interface AssignStatement {
  ref: string;
  phoneNumber: string;
  /** A `duplicate`: staff checked with the bank that it is a transfer of its own. */
  duplicateChecked?: boolean;
}

/** Credits a waiting statement to the member with this phone, exactly once. */
export function useAssignBankStatement() {
  return useMutation({
    mutationFn: ({ ref, phoneNumber, duplicateChecked }: AssignStatement) =>
      call(adminAssignBankStatement, duplicateChecked ? { phoneNumber, duplicateChecked } : { phoneNumber }, {
        params: { ref },
      }),
    // Settled: a 409 means someone else acted first, and the queue shows what they did.
    onSettled: () => invalidateDeposits(),
  });
}
