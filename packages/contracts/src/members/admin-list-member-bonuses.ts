import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

export const adminMemberBonus = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  depositAmount: z.number(),
  bonusAmount: z.number(),
  needTurnover: z.number(),
  maxWithdraw: z.number().nullable(),
  status: z.string(),
  endReason: z.string().nullable(),
  receivedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const adminListMemberBonuses = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/bonuses',
  summary: "Back office: the member's promotion bonuses, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberBonus)),
});
