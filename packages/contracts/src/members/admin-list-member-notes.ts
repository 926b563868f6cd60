import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

export const adminMemberNote = z.object({
  id: z.string(),
  /** 'api-key' or 'staff:<id>', as in the audit log. */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type AdminMemberNote = z.infer<typeof adminMemberNote>;

export const adminListMemberNotes = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/notes',
  summary: 'Back office: staff notes on the member, newest first, paged',
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberNote)),
});
