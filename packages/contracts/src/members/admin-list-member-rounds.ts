import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

export const adminMemberRound = z.object({
  id: z.string(),
  partner: z.string(),
  gameCode: z.string(),
  status: z.string(),
  betAmount: z.number(),
  winAmount: z.number(),
  refundAmount: z.number(),
  turnover: z.number(),
  result: z.string().nullable(),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});

export const adminListMemberRounds = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/rounds',
  summary: "Back office: the member's game rounds, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberRound)),
});
