import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';
import { REVIEW_REASONS } from './withdrawal';

/** The statuses a queue row can have: waiting for staff, or a payout that failed (money returned). */
export const QUEUE_STATUSES = ['pending', 'failed'] as const;

/** One of the member's recent movements shown on a queue row. */
const recentMove = z.object({ amount: baht, at: isoDate });

/** A row of the withdrawal queue: what a decision needs, without opening the member's page. */
export const withdrawalQueueRow = z.object({
  id: z.string(),
  status: z.enum(QUEUE_STATUSES),
  amount: baht,
  createdAt: isoDate,
  /** Why the payout failed (gateway), else null. */
  reason: z.string().nullable(),
  reviewReason: z.enum(REVIEW_REASONS).nullable(),
  member: z.object({ id: z.string(), phoneNumber: z.string(), name: z.string() }),
  bank: z.object({
    code: z.string(),
    /** In full for roles that may pay (`withdrawals.act`), else only the last 4 digits (`******1234`). */
    account: z.string(),
    accountName: z.string(),
    masked: z.boolean(),
  }),
  /**
   * The turnover condition of the bonus this withdrawal ended (or, once it was given back, of the bonus
   * running again): settled bets needed and made since the bonus was received. Null when none ran.
   */
  turnover: z.object({ need: baht, done: baht, met: z.boolean() }).nullable(),
  /** The member's last 5 credited deposits and last 5 other withdrawals, newest first. */
  recent: z.object({
    deposits: z.array(recentMove),
    withdrawals: z.array(recentMove.extend({ id: z.string(), status: z.string() })),
  }),
  flags: z.object({
    /** None of the member's other withdrawals was ever paid (or is being paid). */
    firstWithdrawal: z.boolean(),
    /** Above the rules' `largeAmount`. */
    largeAmount: z.boolean(),
    /**
     * The account differs from the one the member's previous withdrawal went to or from the one bound
     * now, or staff changed the bound account (audit `members.bank`) in the 30 days before the request.
     */
    bankChanged: z.boolean(),
    /** At least 5 failed sign-ins on the member's phone in the last 24 hours (`failedLogins`). */
    manyFailedLogins: z.boolean(),
  }),
  failedLogins: z.number().int(),
});
export type WithdrawalQueueRow = z.infer<typeof withdrawalQueueRow>;

export const adminWithdrawalQueue = defineCall({
  method: 'GET',
  path: '/admin/v1/withdrawals/queue',
  summary:
    'Staff: the withdrawal queue, oldest first: pending withdrawals and payouts that failed in the last 7 days, ' +
    'each with the member, bank account, turnover, recent deposits and withdrawals and flags. `version` is the ' +
    'one the stream (/admin/v1/withdrawals/stream) sends when the queue changes',
  querystring: z
    .object({
      status: z.enum(QUEUE_STATUSES).optional(),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
  response: okEnvelope(
    z.object({ total: z.number().int(), version: z.string(), items: z.array(withdrawalQueueRow) }),
  ),
});
