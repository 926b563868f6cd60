import { refresh, type UserInfo } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoredUser, saveUser, useToken } from '../lib/session';
import { call } from './client';

export const userQueryKey = ['auth', 'user'] as const;

/** GET /auth-service/v1/refresh: the member's user info; also extends the session. */
export async function fetchUser(): Promise<UserInfo> {
  const { data } = await call(refresh);
  saveUser(data);
  return data;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: fetchUser,
    // The stored copy paints the member card at once; it is refetched straight away.
    initialData: getStoredUser,
    initialDataUpdatedAt: 0,
  });

export function useUser() {
  const token = useToken();
  return useQuery({ ...userQueryOptions(), enabled: token !== null });
}
