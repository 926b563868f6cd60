import { useEffect, useState } from 'react';
import { fill } from '../../i18n';
import { LT } from './live-text';

/**
 * Milliseconds left to `closesAt`, on the page's clock as last read (`now`), which is never taken as earlier
 * than `seenAt`, the arrival of the event that set it: the clock stops ticking between betting windows,
 * and its last reading then added the whole deal and result to the new window (26 s shown for 15).
 */
export const msLeftOf = (closesAt: number, seenAt: number, now: number) =>
  Math.max(0, closesAt - Math.max(now, seenAt));

/**
 * The betting countdown, read against `closesAt` on the page's monotonic clock (live-state.ts); a ring
 * that empties and whole seconds, updated a few times a second.
 */
export function Countdown({
  closesAt,
  seenAt,
  totalMs,
  open,
}: {
  closesAt: number;
  seenAt: number;
  totalMs: number;
  open: boolean;
}) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [open, closesAt]);
  const left = open ? msLeftOf(closesAt, seenAt, now) : 0;
  const seconds = Math.ceil(left / 1000);
  const share = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const r = 20;
  const around = 2 * Math.PI * r;
  return (
    <div
      className={`countdown${seconds <= 3 && open ? ' urgent' : ''}`}
      role="timer"
      aria-label={open ? fill(LT.secondsLeft, { s: seconds }) : LT.phases.dealing}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r={r} className="track" />
        <circle
          cx="24"
          cy="24"
          r={r}
          className="left"
          strokeDasharray={`${around * share} ${around}`}
          transform="rotate(-90 24 24)"
        />
      </svg>
      <span aria-hidden="true">{open ? seconds : '–'}</span>
    </div>
  );
}
