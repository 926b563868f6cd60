import { adminAddMemberNote } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { invalidateMember } from './lock-member';

/** Adds a staff note to the member (never edited: a correction is another note). */
export function useAddMemberNote() {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      call(adminAddMemberNote, { text }, { params: { id } }),
    onSuccess: (_data, { id }) => invalidateMember(id),
  });
}
