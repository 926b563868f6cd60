import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

export const adminMemberLogin = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** ok, bad-password, or locked (right password, member locked). */
  outcome: z.string(),
});

export const adminListMemberLogins = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/logins',
  summary:
    "Back office: the member's sign-in tries (successful and failed) with address, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberLogin)),
});
