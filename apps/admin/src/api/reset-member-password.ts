import { adminResetMemberPassword } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateMember } from './lock-member';

/** Sets a temporary password, answered this once, and signs the member out everywhere. */
export function useResetMemberPassword() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(adminResetMemberPassword, { reason }, { params: { id } }),
    onSettled: (_data, _err, { id }) => invalidateMember(id),
  });
}
