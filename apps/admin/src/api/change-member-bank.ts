import { adminChangeMemberBank, type AdminChangeMemberBankBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateMember } from './lock-member';

/** Changes the member's bound bank account (owner only), with a reason. */
export function useChangeMemberBank() {
  return useMutation({
    mutationFn: ({ id, ...body }: AdminChangeMemberBankBody & { id: string }) =>
      call(adminChangeMemberBank, body, { params: { id } }),
    onSettled: (_data, _err, { id }) => invalidateMember(id),
  });
}
