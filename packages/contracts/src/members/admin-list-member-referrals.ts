import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

export const adminMemberReferral = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  /** Level 2: the level-1 member who referred this one; null on level 1. */
  via: z.object({ id: z.string(), phoneNumber: z.string() }).nullable(),
});

export const adminListMemberReferralsQuery = memberPageQuery
  .extend({ level: z.coerce.number().int().min(1).max(2).default(1) })
  .strict();

export const adminListMemberReferrals = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/referrals',
  summary:
    'Back office: the members this member referred (`level=1`) or whom those referred (`level=2`), ' +
    'newest first, paged',
  querystring: adminListMemberReferralsQuery,
  response: okEnvelope(memberPage(adminMemberReferral)),
});
