import { adminCreateAdjustment, type AdminCreateAdjustmentBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { adjustmentsKey } from './get-adjustments';
import { everyMemberKey } from './get-member';
import { queryClient } from './query-client';

/** The list, and every member page (a balance may have changed), after an adjustment action. */
export const invalidateAdjustments = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
    queryClient.invalidateQueries({ queryKey: everyMemberKey }),
  ]);

/**
 * Credits or debits a member's playable credit. The `requestId` is the form's: sending it again (a double
 * click, a retry after a timeout) answers the first adjustment and moves nothing.
 */
export function useCreateAdjustment() {
  return useMutation({
    mutationFn: (body: AdminCreateAdjustmentBody) => call(adminCreateAdjustment, body),
    onSettled: () => invalidateAdjustments(),
  });
}
