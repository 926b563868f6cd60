import { fillMessage, TH, type PlaySession } from '@chokdee/contracts';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import type { PlayRefusal } from '../games';
import { bangkokText } from './periods';
import { readSession, SESSION_GAP_MINUTES } from './session-repo';

const MINUTE = 60_000;
const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/**
 * The session limit at a bet or a launch (docs/decisions/104-play-session-from-bets.md): refused once the
 * running session has lasted `sessionMinutes`, until the gap after its last bet has passed. One statement,
 * paid only by members who set a session limit.
 */
export async function sessionRefusal(
  ex: Executor,
  memberId: string,
  sessionMinutes: number,
): Promise<PlayRefusal | undefined> {
  const s = await readSession(ex, memberId, false);
  if (!s.startedAt || !s.lastBetAt) return undefined;
  if (s.now < after(s.startedAt, sessionMinutes)) return undefined;
  const at = bangkokText(after(s.lastBetAt, SESSION_GAP_MINUTES));
  return { key: 'playSessionLimitReached', text: fillMessage(TH.playSessionLimitReached, { at }) };
}

/** The play-session call's answer: the server's numbers for the reality check and the session limit. */
export async function sessionView(
  ex: Executor,
  memberId: string,
  limits: { sessionMinutes: number | null; realityCheckMinutes: number | null },
): Promise<PlaySession> {
  const s = await readSession(ex, memberId, true);
  const { sessionMinutes, realityCheckMinutes } = limits;
  const base = { realityCheckMinutes, sessionMinutes, now: s.now.toISOString() };
  if (!s.startedAt) {
    return { ...base, startedAt: null, minutesPlayed: 0, net: 0, nextCheckAt: null, sessionEndsAt: null };
  }
  const played = s.now.getTime() - s.startedAt.getTime();
  // The next whole interval of play after now: a check missed while no page was open is not shown late.
  const checks = realityCheckMinutes && Math.floor(played / (realityCheckMinutes * MINUTE)) + 1;
  return {
    ...base,
    startedAt: s.startedAt.toISOString(),
    minutesPlayed: Math.floor(played / MINUTE),
    net: toBaht(s.net),
    nextCheckAt: checks ? after(s.startedAt, checks * realityCheckMinutes!).toISOString() : null,
    sessionEndsAt: sessionMinutes === null ? null : after(s.startedAt, sessionMinutes).toISOString(),
  };
}
