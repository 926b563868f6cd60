import { adminLockMember, adminUnlockMember } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { memberKey } from './get-member';
import { memberSearchKey } from './get-members';
import { queryClient } from './query-client';

/** The member's page and every search list show the member's state: both are read again after an action. */
export const invalidateMember = (id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKey(id) }),
    queryClient.invalidateQueries({ queryKey: memberSearchKey }),
  ]);

/**
 * Locks (every session of the member ends at once) or unlocks a member, with the staff member's reason;
 * answers the server's message.
 */
export function useLockMember() {
  return useMutation({
    mutationFn: ({ id, lock, reason }: { id: string; lock: boolean; reason: string }) =>
      call(lock ? adminLockMember : adminUnlockMember, { reason }, { params: { id } }),
    // Settled: a refusal may mean someone else changed the member meanwhile.
    onSettled: (_data, _err, { id }) => invalidateMember(id),
  });
}
