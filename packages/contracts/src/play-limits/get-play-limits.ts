import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';

/** Limits a member can set on their own play (issue 27); the PUT body's fields, one per limit. */
export const PLAY_LIMIT_FIELDS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
  'realityCheckMinutes',
] as const;
export type PlayLimitField = (typeof PLAY_LIMIT_FIELDS)[number];

/** The reality check's intervals in minutes (null = off); 60 until the member chooses. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const BREAK_KINDS = ['timeout', 'exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

const perPeriod = z.object({ day: baht.nullable(), week: baht.nullable(), month: baht.nullable() });

export const playLimits = z.object({
  /** Baht per Bangkok day (from 00:00), week (from Monday 00:00), month (from the 1st); null = no limit. */
  deposit: perPeriod,
  /** Net loss (settled bets minus wins) per period, baht; null = no limit. */
  loss: perPeriod,
  sessionMinutes: z.number().int().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** Raises and removals waiting out their 24 hours; each applies only when confirmed after `effectiveAt`. */
  pending: z.array(
    z.object({ field: z.enum(PLAY_LIMIT_FIELDS), value: z.number().nullable(), effectiveAt: isoDate }),
  ),
  /** Baht the member can still deposit in the running period (limit − deposits credited, never below 0). */
  depositRoom: perPeriod,
  break: z.object({ kind: z.enum(BREAK_KINDS), until: isoDate }).nullable(),
});
export type PlayLimits = z.infer<typeof playLimits>;

export const getPlayLimits = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/play-limits',
  summary:
    "The member's play limits (issue 27, docs/PLAYER-PROTECTION.md): deposit and loss limits per Bangkok day, " +
    'week and month in baht (null = none), session and reality-check minutes, the raises waiting to be ' +
    'confirmed, the deposit room left in each period, and the running break (null when none).',
  response: okEnvelope(playLimits),
});
