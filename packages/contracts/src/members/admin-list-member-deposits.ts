import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

/** A bank transfer credited to the member (bank feed, slip or operator). */
export const adminMemberDeposit = z.object({
  id: z.string(),
  ref: z.string(),
  amount: z.number(),
  transferredAt: z.string(),
  creditedAt: z.string().nullable(),
  creditedVia: z.string().nullable(),
  fromBankCode: z.string(),
  /** The sender's account as the back office may show it (see the member page's `bank`). */
  fromAccount: z.string(),
  status: z.string(),
});

export const adminListMemberDeposits = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/deposits',
  summary: "Back office: the member's deposits, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberDeposit)),
});
