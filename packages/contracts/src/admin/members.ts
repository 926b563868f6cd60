import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';

export const adminMember = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  bankCode: z.string(),
  bankAccount: z.string(),
  fullName: z.string(),
  affiliateKey: z.string(),
  referrerPhone: z.string().nullable(),
  isBonus: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
});

export const adminListMembers = defineCall({
  method: 'GET',
  path: '/admin/v1/members',
  summary:
    'Back office: list members, newest first. `q` finds by phone (prefix), bank account (in full, or its ' +
    'last 4 or more digits), name (part of the first or last name), game username or referral key (in ' +
    'full, any case). The account is in full only to roles that may move money, else its last 4 digits',
  querystring: z
    .object({
      q: plainText(z.string().trim().min(1).max(100, { error: TH.memberSearchTooLong })).optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminMember) })),
});
