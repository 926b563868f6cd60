import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery, shownAccount } from './member-common';

export const adminMemberWithdrawal = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  channel: z.string(),
  to: shownAccount,
  reason: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

export const adminListMemberWithdrawals = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/withdrawals',
  summary: "Back office: the member's withdrawals, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberWithdrawal)),
});
