import { z } from 'zod';
import { baht } from '../common/fields';

export const STATEMENT_STATUSES = ['unmatched', 'credited', 'rejected', 'internal', 'duplicate'] as const;

/** A bank reference: also the `transRef` of the slip QR of the same transfer. */
export const statementRef = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** A stored bank statement as the operator sees it; amounts in baht. */
export const adminBankStatement = z.object({
  ref: z.string(),
  /** How it arrived: the bank feed, or a slip proven by an external verifier. */
  source: z.enum(['feed', 'slip']),
  status: z.enum(STATEMENT_STATUSES),
  /** Why it was rejected ('unknownChannel') or is a duplicate ('sameTransfer'), else null. */
  reason: z.string().nullable(),
  channelId: z.string().nullable(),
  toAccount: z.string(),
  amount: baht,
  time: z.string(),
  fromBankCode: z.string(),
  fromAccount: z.string(),
  fromName: z.string().nullable(),
  memberPhone: z.string().nullable(),
  creditedVia: z.enum(['feed', 'slip', 'operator']).nullable(),
  creditedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBankStatement = z.infer<typeof adminBankStatement>;
