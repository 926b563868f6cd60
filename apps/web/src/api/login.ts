import { login, type BodyOf } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSession } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { writeItem } from '../lib/storage';
import { call } from './client';
import { userQueryKey } from './get-user';

export type LoginBody = BodyOf<typeof login>;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(login, body),
    onSuccess: (res) => {
      saveSession(res.authToken, res.data);
      queryClient.setQueryData(userQueryKey, res.data);
      // The home tells of the sign-in before this one, once (components/last-login-notice.tsx).
      writeItem(STORAGE_KEYS.lastLoginNotice, '1');
    },
  });
}
