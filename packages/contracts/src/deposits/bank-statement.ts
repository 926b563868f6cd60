import { z } from 'zod';
import { baht } from '../common/fields';

export const STATEMENT_STATUSES = [
  'unmatched',
  'credited',
  'rejected',
  'internal',
  'duplicate',
  'not_ours',
] as const;

/** How a transfer missed its channel's limits (deposit channels, issue 12). */
export const LIMIT_BREACHES = ['belowMinimum', 'aboveMaximum'] as const;
export type LimitBreach = (typeof LIMIT_BREACHES)[number];

/** A bank reference: also the `transRef` of the slip QR of the same transfer. */
export const statementRef = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/**
 * A member whose bound bank and account fit the sender as the bank reported it (full, or a mask showing 4+
 * digits): who the transfer may belong to, for staff to compare the names before assigning.
 */
export const statementCandidate = z.object({
  memberId: z.string(),
  phoneNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bankAccount: z.string(),
});
export type StatementCandidate = z.infer<typeof statementCandidate>;

/** A stored bank statement as the operator sees it; amounts in baht. */
export const adminBankStatement = z.object({
  ref: z.string(),
  /** How it arrived: the bank feed, or a slip proven by an external verifier. */
  source: z.enum(['feed', 'slip']),
  status: z.enum(STATEMENT_STATUSES),
  /** Why it was rejected ('unknownChannel'), is a duplicate ('sameTransfer') or not ours (staff's words). */
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
  /** The statement this duplicate repeats (its ref), else null. */
  sameAsRef: z.string().nullable(),
  /** Waiting ones (unmatched, duplicate): up to 3 members who fit the sender; else empty. */
  candidates: z.array(statementCandidate),
  /** More members than those listed fit the sender. */
  moreCandidates: z.boolean(),
  /** The amount was below or above its channel's limits when it arrived (credited all the same); else null. */
  limitBreach: z.enum(LIMIT_BREACHES).nullable(),
});
export type AdminBankStatement = z.infer<typeof adminBankStatement>;
