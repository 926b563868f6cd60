import { staffLogout } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';
import { keepSession } from './get-session';
import { queryClient } from './query-client';

/**
 * Revokes the session on the server. Whatever the answer (a session that already ended answers 401), the
 * browser forgets it: every cached answer of this staff member goes with it.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => call(staffLogout).catch(() => undefined),
    onSettled: () => {
      queryClient.clear();
      keepSession(null);
    },
  });
}
