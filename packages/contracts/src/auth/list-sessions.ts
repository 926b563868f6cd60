import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { isoDate } from '../common/fields';

/**
 * One sign-in as the member sees it (docs/decisions/098-last-login-and-sessions.md): the device named from its
 * browser ("Chrome บน Android"), the address masked (203.0.113.x); both null for sessions older than them.
 */
const seenFrom = { device: z.string().nullable(), ip: z.string().nullable() };

export const memberSession = z.object({
  id: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  ...seenFrom,
});
export type MemberSession = z.infer<typeof memberSession>;

export const lastLogin = z.object({ at: isoDate, ...seenFrom });
export type LastLogin = z.infer<typeof lastLogin>;

export const memberSessions = z.object({
  sessions: z.array(memberSession),
  /** The sign-in before the one of this session; null for a member's first. */
  lastLogin: lastLogin.nullable(),
});
export type MemberSessions = z.infer<typeof memberSessions>;

export const listSessions = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/sessions',
  summary: "The member's live sessions (the last used first) and the sign-in before this one",
  response: okEnvelope(memberSessions),
});
