import { bahtWithSatang, type PlaySession, type RealityCheckWords } from '@chokdee/contracts';
import { formatDate } from './thai-date';

/**
 * The reality check's timing, shared by the member app and the house game pages (issue 27, UKGC RTS 13):
 * the server counts the session (GET play-session); a page only waits for `nextCheckAt` and asks again.
 */

/** How often a page with no session running asks whether one began (the check itself is never late). */
export const SESSION_POLL_MS = 60_000;
/** Asked a moment after the check is due, so the server's minutes have reached it. */
const DUE_MARGIN_MS = 1_000;

/** Milliseconds until the next check by the server's clock (`now`), whatever the device's clock says. */
export function msUntilCheck(s: Pick<PlaySession, 'nextCheckAt' | 'now'>): number | undefined {
  if (!s.nextCheckAt) return undefined;
  return Math.max(0, Date.parse(s.nextCheckAt) - Date.parse(s.now)) + DUE_MARGIN_MS;
}

/** Minutes as hours and minutes, for "เล่นมาแล้ว 1 ชั่วโมง 15 นาที". */
export const hoursAndMinutes = (minutes: number) => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

export interface RealityCheckClock {
  /** After "เล่นต่อ": asks the session again and waits for its next check. */
  resume(): void;
  stop(): void;
}

/**
 * Asks the server for the session and calls `onDue` when a check is due while it runs; then waits until
 * `resume`. Without a session (or a check) it asks again every SESSION_POLL_MS; a failed ask is retried so.
 */
export function startRealityCheck(
  load: () => Promise<PlaySession>,
  onDue: (s: PlaySession) => void,
): RealityCheckClock {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const wait = (ms: number, due: boolean) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void look(due), ms);
  };
  const schedule = (s: PlaySession) => {
    const ms = msUntilCheck(s);
    if (ms === undefined) wait(SESSION_POLL_MS, false);
    else wait(ms, true);
  };
  async function look(due: boolean) {
    let s: PlaySession;
    try {
      s = await load();
    } catch {
      wait(SESSION_POLL_MS, due);
      return;
    }
    if (stopped) return;
    if (due && s.startedAt) onDue(s);
    else schedule(s);
  }
  void look(false);
  return {
    resume: () => void look(false),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A session's net result with its sign: +15.00, -10.00, 0.00. */
export const signedBaht = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}${bahtWithSatang(Math.abs(n))}`;

/** The texts the dialog fills (each app's own catalogue: TH_WEB, the games' T). */
export type RealityCheckTexts = Pick<
  RealityCheckWords,
  'realityCheckHours' | 'realityCheckMinutes' | 'realityCheckBaht' | 'realityCheckEnds'
>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * What the dialog says, from the server's numbers: time played, the net result, when the limit ends play
 * (`formatAt`: the page's date format, Thai by default; English pages pass theirs).
 */
export function realityCheckFacts(
  s: PlaySession,
  t: RealityCheckTexts,
  formatAt: (value: string) => string = formatDate,
) {
  const { hours, minutes } = hoursAndMinutes(s.minutesPlayed);
  return {
    played:
      hours > 0 ? fill(t.realityCheckHours, { hours, minutes }) : fill(t.realityCheckMinutes, { minutes }),
    net: fill(t.realityCheckBaht, { amount: signedBaht(s.net) }),
    ends: s.sessionEndsAt ? fill(t.realityCheckEnds, { at: formatAt(s.sessionEndsAt) }) : undefined,
  };
}
