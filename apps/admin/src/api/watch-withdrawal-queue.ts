import { adminWithdrawalStream, withdrawalQueueEvent, type WithdrawalQueueEvent } from '@chokdee/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { sessionQueryKey } from './get-session';
import { queryClient } from './query-client';

/** `live`: events arrive; `reconnecting`: the connection dropped and the browser (or we) try again. */
export type StreamState = 'connecting' | 'live' | 'reconnecting';

/** After the browser gives up on the stream (an answer that is not a stream), when to open it again. */
const REOPEN_MS = 5_000;

/**
 * The withdrawal queue's Server-Sent Events while the screen is open: `onEvent` for each `queue` event,
 * the connection's state for the live indicator; closed when the screen goes away. The browser sends the
 * staff cookie itself (same origin) and reconnects a dropped stream after the server's `retry`.
 */
export function useWithdrawalStream(onEvent: (event: WithdrawalQueueEvent) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const stream = new EventSource(adminWithdrawalStream.path);
      source = stream;
      stream.addEventListener('open', () => setState('live'));
      stream.addEventListener('queue', (message) => {
        const parsed = withdrawalQueueEvent.safeParse(parseJson((message as MessageEvent<string>).data));
        if (!parsed.success) return;
        setState('live');
        handle(parsed.data);
      });
      stream.addEventListener('error', () => {
        setState('reconnecting');
        if (stream.readyState !== EventSource.CLOSED) return;
        // Refused rather than dropped (the session ended: 401; the server restarting: 5xx). The session is
        // asked again, so an ended one goes to sign-in; else the stream is opened again a little later.
        stream.close();
        void queryClient.refetchQueries({ queryKey: sessionQueryKey });
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, []);

  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
