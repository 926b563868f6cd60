import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';

/**
 * The member's running play session as the server counts it (docs/decisions/104-play-session-from-bets.md):
 * it begins at the first bet after 30 minutes without one and ends when 30 minutes pass without a bet.
 * Clients show these numbers; they count nothing themselves.
 */
export const playSession = z.object({
  /** The session's first bet; null when no session is running. */
  startedAt: isoDate.nullable(),
  /** Whole minutes from `startedAt` to now (0 without a session). */
  minutesPlayed: z.number().int(),
  /** Baht the session's rounds won less what they staked (refunds back); negative when the member is down. */
  net: baht,
  realityCheckMinutes: z.number().int().nullable(),
  /** When the next reality check is due (every `realityCheckMinutes` of the session); null without one. */
  nextCheckAt: isoDate.nullable(),
  sessionMinutes: z.number().int().nullable(),
  /** When the session limit stops bets (they start again 30 minutes after the last one); null without one. */
  sessionEndsAt: isoDate.nullable(),
  /** The server's clock: a client with a wrong clock still waits the right time for `nextCheckAt`. */
  now: isoDate,
});
export type PlaySession = z.infer<typeof playSession>;

export const getPlaySession = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/play-session',
  summary:
    "The member's running play session (issue 27): when it began, minutes played, its net result in baht, " +
    'when the next reality check is due and when the session limit ends play (docs/PLAYER-PROTECTION.md).',
  response: okEnvelope(playSession),
});
