import { liveStreamTicket, liveTableEvents } from '@chokdee/contracts';
import type { LiveEvent, LiveEventType } from '@chokdee/contracts';
import { useEffect, useReducer, useState } from 'react';
import { errorText, houseCall, HouseApiError, pathOf } from '../../lib/api';
import { playSound } from '../../lib/sound';
import { applyEvent, emptyTable, type LiveTableState } from './live-state';

const EVENT_TYPES: readonly LiveEventType[] = ['snapshot', 'phase', 'card', 'dice', 'result', 'bets', 'shoe'];
/** Waits before reconnecting a dropped stream: 1 s, 2 s, 4 s… at most 10 s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

export type StreamStatus = 'connecting' | 'open' | 'retrying' | 'failed';

/**
 * One live table's event stream: an EventSource with a fresh stream ticket for every connection (a ticket
 * opens one stream, so the browser's own retry with the old URL is refused); on an error it is closed and
 * opened again with a new ticket, backing off. Each (re)connection starts with a snapshot, so nothing missed
 * while away is lost. A table that does not exist, or a session that ended, stops the retries. Nothing is
 * asked before the house session has started (`ready`): a ticket asked without its token is refused.
 */
export function useLiveStream(tableId: string, ready: boolean) {
  const [state, dispatch] = useReducer(
    (s: LiveTableState, a: { event: LiveEvent; now: number }) => applyEvent(s, a.event, a.now),
    emptyTable,
  );
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!ready) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const retry = () => {
      source?.close();
      if (stopped) return;
      setStatus('retrying');
      timer = setTimeout(connect, retryDelay(attempt++));
    };

    async function connect() {
      try {
        const { ticket } = await houseCall(liveStreamTicket, { params: { tableId } });
        if (stopped) return;
        source = new EventSource(pathOf(liveTableEvents, { params: { tableId }, query: { ticket } }));
        for (const type of EVENT_TYPES) {
          source.addEventListener(type, (message) => {
            const event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
            if (event.type === 'snapshot') {
              attempt = 0;
              setStatus('open');
              setError(undefined);
            }
            if (event.type === 'card' || event.type === 'dice') playSound('card');
            dispatch({ event, now: performance.now() });
          });
        }
        source.onerror = retry;
      } catch (err) {
        // 401 (the session ended) and 404 (no such table) will not mend by retrying.
        if (err instanceof HouseApiError && (err.status === 401 || err.status === 404)) {
          setStatus('failed');
          setError(errorText(err));
          return;
        }
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [tableId, ready]);

  return { state, status, error };
}
