import { login, type BodyOf } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSession } from '../lib/session';
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
    },
  });
}
