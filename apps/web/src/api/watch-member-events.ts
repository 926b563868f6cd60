import { memberEvents, memberMoneyEvent, memberNoticeEvent } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runtimeConfig } from '../config/runtime';
import { readEventStream } from '../lib/event-stream';
import { useToken } from '../lib/session';
import { toast } from '../lib/toast';
import { refreshMoney } from './get-balance';

/** A dropped stream is opened again after this, doubling up to RETRY_MAX_MS while it keeps failing. */
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 30_000;
/** Long enough to read "ฝากเงินสำเร็จ 1,357.25 บาท" on a phone. */
const MONEY_TOAST_MS = 5_000;
/** A notice is a sentence or two ("ยอดฝาก … เกินวงเงินฝากที่ท่านตั้งไว้ …"): twice as long. */
const NOTICE_TOAST_MS = 10_000;
/** Several movements at once (a deposit and its bonus) read the figures once. */
const REFRESH_AFTER_MS = 150;

/**
 * While a member is signed in, the server tells this screen when their money moves (modules/member-push):
 * the balance, card and history are read again, and deposits and withdrawals show the server's toast, as
 * does a `notice` (a deposit over the member's own limit or during a break earned no bonus). The
 * stream is read with fetch, which can send the member's token (EventSource cannot); a dropped stream is
 * opened again, and the server's first event on every open is a re-read of what may have been missed.
 */
export function useMemberEvents() {
  const token = useToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const stop = new AbortController();
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => void refreshMoney(queryClient), REFRESH_AFTER_MS);
    };

    async function listen() {
      let wait = RETRY_MS;
      while (!stop.signal.aborted) {
        try {
          const res = await fetch(`${runtimeConfig.apiBase}${memberEvents.path}`, {
            headers: {
              Accept: 'text/event-stream',
              'X-Api-Key': runtimeConfig.siteKey,
              Authorization: `Bearer ${token}`,
            },
            signal: stop.signal,
          });
          // The session ended: the app's own next call meets the same answer and signs the member out.
          if (res.status === 401 || res.status === 403) return;
          if (res.ok && res.body) {
            for await (const event of readEventStream(res.body)) {
              wait = RETRY_MS;
              if (event.type === 'reread') refreshSoon();
              if (event.type === 'notice') {
                const notice = memberNoticeEvent.safeParse(parseJson(event.data));
                if (notice.success) toast(notice.data.message, NOTICE_TOAST_MS);
                continue;
              }
              if (event.type !== 'money') continue;
              const moved = memberMoneyEvent.safeParse(parseJson(event.data));
              if (!moved.success) continue;
              refreshSoon();
              if (moved.data.message) toast(moved.data.message, MONEY_TOAST_MS);
            }
          }
        } catch {
          // A dropped connection (or the page going away): tried again below unless stopped.
        }
        await pause(wait, stop.signal);
        wait = Math.min(wait * 2, RETRY_MAX_MS);
      }
    }

    void listen();
    return () => {
      stop.abort();
      clearTimeout(refresh);
    };
  }, [token, queryClient]);
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
