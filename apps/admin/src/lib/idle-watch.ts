import { useEffect } from 'react';
import { onAnswered } from '../api/client';
import { sessionQueryKey } from '../api/get-session';
import { queryClient } from '../api/query-client';

/**
 * The server ends a session after `idleMinutes` without a call; a screen left open would not know until its
 * next click. So once that long has passed since the last answer, the session is asked for again: a 401
 * then returns to the sign-in page with the server's message (a session another tab kept alive answers).
 */
export function useIdleWatch(idleMinutes: number) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.refetchQueries({ queryKey: sessionQueryKey }),
        (idleMinutes * 60 + 5) * 1000,
      );
    };
    onAnswered(arm);
    arm();
    return () => {
      clearTimeout(timer);
      onAnswered(undefined);
    };
  }, [idleMinutes]);
}
