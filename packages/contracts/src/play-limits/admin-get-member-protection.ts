import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { isoDate } from '../common/fields';
import { BREAK_KINDS, playLimits } from './get-play-limits';

/** A break the member took (play_breaks: never shortened, never deleted). */
export const adminMemberBreak = z.object({
  kind: z.enum(BREAK_KINDS),
  /** 24h, 7d, 30d (time-out), 6m, 1y, 5y (self-exclusion). */
  period: z.string(),
  startedAt: isoDate,
  until: isoDate,
});

export const adminMemberProtection = z.object({
  /** What the member sees in their own GET play-limits: limits, pending changes, room, the running break. */
  limits: playLimits,
  /** Every break taken, newest first (at most 20). */
  breaks: z.array(adminMemberBreak),
});
export type AdminMemberProtection = z.infer<typeof adminMemberProtection>;

export const adminGetMemberProtection = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/protection',
  summary:
    "Back office (player protection, issue 27): the member's limits, pending raises, running break and the " +
    'breaks taken, read-only: no staff call sets a limit or ends or shortens a break. Each read is audited',
  response: okEnvelope(adminMemberProtection),
});
