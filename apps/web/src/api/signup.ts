import { signup, type SignupBody } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/** Registration step 3; the bank token of step 2 travels in the `tokenBank` header (SPEC §7). */
export function useSignup() {
  return useMutation({
    mutationFn: ({ body, tokenBank }: { body: SignupBody; tokenBank: string }) =>
      call(signup, body, { headers: { tokenBank } }),
  });
}
