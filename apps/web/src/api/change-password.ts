import { changePassword, type BodyOf } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/** PUT change-password: answers `success: 0` with HTTP 200 when it worked (SPEC §7). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePassword>) => call(changePassword, body, { successIsZero: true }),
  });
}
