import { z } from 'zod';
import { baht, isoDate } from '../common/fields';

/**
 * Staff actions that can create withdrawable value or change how money leaves (issue 23, four eyes on
 * money). Each is done at once only within its maker's daily allowance; beyond it, or when it has no
 * bound (a rule, a rate, a setting raised), it waits for a second staff member who may approve it.
 * Manual adjustments keep their own maker–checker (adjustments/).
 */
export const APPROVAL_KINDS = [
  'itemcodes.create',
  'itemcodes.batch',
  'promotions.create',
  'promotions.update',
  'rewards.rates',
  'wheel.prizes',
  'withdrawals.settings',
  'withdrawals.rules',
  'deposits.assign',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/**
 * alone: done at once within the maker's daily allowance (kept so the allowance adds up); pending: waits;
 * approved: done by a second person; rejected: never done.
 */
export const APPROVAL_STATUSES = ['alone', 'pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A request as the approvals queue shows it: who asked, what, before → after. */
export const approvalRequest = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** The most it can pay out, baht; null when it has no bound (a bonus rule, a rate, a setting). */
  value: baht.nullable(),
  /** What it is about: `promotion:<id>`, `statement:<ref>`, `config:site`, … ; null for something new. */
  subject: z.string().nullable(),
  /** The figures as they were (null for something new) and as the request makes them. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
  /** 'api-key' or 'staff:<id>', as in the audit log, and the staff member's name. */
  requestedBy: z.string(),
  requestedByName: z.string().nullable(),
  createdAt: isoDate,
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  /** Why it was rejected, when the checker said. */
  note: z.string().nullable(),
  /** The record it made or changed once done, e.g. `itemcode-batch:<id>`. */
  result: z.string().nullable(),
  /** Whether the caller may decide it: pending, not theirs, a role that approves. */
  mayDecide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

/** The 202 answer of a call whose action waits for approval (the call's `accepted`). */
export const approvalPendingEnvelope = z.object({
  success: z.literal(1),
  message: z.string(),
  approval: approvalRequest,
});
export type ApprovalPendingAnswer = z.infer<typeof approvalPendingEnvelope>;

/** The `:id` path parameter (checked by the handler: contracts carry no params schema). */
export const approvalParams = z.object({ id: z.uuid() });
