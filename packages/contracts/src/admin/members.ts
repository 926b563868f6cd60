import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

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
  summary: 'Operator: list members, newest first; `q` filters by phone prefix',
  querystring: z
    .object({
      q: z
        .string()
        .regex(/^\d{1,10}$/)
        .optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminMember) })),
});
