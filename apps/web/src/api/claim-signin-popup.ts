import { claimSigninPopup } from '@chokdee/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToken } from '../lib/session';
import { call } from './client';

/**
 * Today's sign-in popup, claimed once per sign-in and app load: the server gives a member at most one a day
 * (across devices) and none during a break, so asking again only answers null.
 */
const signinPopupKey = (token: string | null) => ['signin-popup', token];

export function useSigninPopup() {
  const token = useToken();
  const queryClient = useQueryClient();
  // Closed, or left by a link: gone for this app load (the server would not give it again today anyway).
  const dismiss = useCallback(
    () => queryClient.setQueryData(signinPopupKey(token), null),
    [queryClient, token],
  );
  const query = useQuery({
    queryKey: signinPopupKey(token),
    queryFn: async () => (await call(claimSigninPopup)).data.popup,
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { popup: query.data ?? null, dismiss };
}
