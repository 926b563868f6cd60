import { adminApproveApproval, adminRejectApproval } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { approvalsKey } from './get-approvals';
import { queryClient } from './query-client';

/**
 * Approves a request (what it asks is done then) or rejects it (nothing is done; its maker may withdraw their
 * own this way). Every list is read again: an approval may have made a code, credited a member or changed
 * a setting, and the server's refusals (the maker, a daily limit, a stale request) are its message.
 */
export function useDecideApproval() {
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: string; approve: boolean; note?: string }) =>
      approve
        ? call(adminApproveApproval, undefined, { params: { id } })
        : call(adminRejectApproval, note ? { note } : {}, { params: { id } }),
    onSettled: (_answer, _error, { approve }) =>
      approve ? queryClient.invalidateQueries() : queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}
