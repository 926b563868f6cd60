import { adminApproveAdjustment, adminRejectAdjustment } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateAdjustments } from './create-adjustment';

/**
 * Approves (the money moves) or rejects (nothing moves) a pending adjustment. The server refuses its maker's
 * approval; its message says so.
 */
export function useDecideAdjustment() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      call(approve ? adminApproveAdjustment : adminRejectAdjustment, undefined, { params: { id } }),
    onSettled: () => invalidateAdjustments(),
  });
}
