import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerHolds, ledgerTransfers } from './ledger';
import { members } from './members';

/**
 * A member's withdrawal (docs/decisions/028-payout-after-commit.md). The money is reserved by a ledger hold
 * made in the transaction that inserts the row; the row carries the payout state so a crash between the
 * commit and the payout call is resolved by the recovery step, never paid twice.
 *
 * pending → paying → paid | failed, or pending → rejected.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    /** Chosen by the service before the insert: the hold's reference names it (`withdrawal:<id>`). */
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Satang. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    channel: text('channel').notNull(),
    /** Where the money goes: the member's bound account at request time, so a retried payout cannot drift. */
    bankCode: text('bank_code').notNull(),
    bankAccount: text('bank_account').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status').notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    /** Idempotency key of the payout call: every retry of this withdrawal's payout sends the same one. */
    payoutKey: text('payout_key').notNull(),
    /** The payout service's reference of the payment (paid), or of the refusal when it gave one. */
    payoutReference: text('payout_reference'),
    /** The promotion whose active bonus this withdrawal ended (null when none was active). */
    bonusPromotionId: text('bonus_promotion_id'),
    /** Credit above the bonus's max withdraw, forfeited when the withdrawal ended the bonus. */
    forfeitTransferId: uuid('forfeit_transfer_id').references(() => ledgerTransfers.id),
    /** Why it failed (payout service) or was rejected (operator). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the payout was started: recovery only retries payouts older than its grace period. */
    payingSince: timestamp('paying_since', { withTimezone: true }),
    /** Until when one recovery run has claimed this payout's resend; others skip it (payouts.ts). */
    payoutLeaseUntil: timestamp('payout_lease_until', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Why it waits for the operator though under the automatic maximum (docs/ABUSE.md 11), else null. */
    reviewReason: text('review_reason'),
  },
  (t) => [
    uniqueIndex('withdrawals_hold_id_key').on(t.holdId),
    uniqueIndex('withdrawals_payout_key_key').on(t.payoutKey),
    index('withdrawals_member_id_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check(
      'withdrawals_status_check',
      sql`${t.status} in ('pending', 'paying', 'paid', 'failed', 'rejected')`,
    ),
    check(
      'withdrawals_paying_check',
      sql`(${t.status} in ('paying', 'paid', 'failed')) = (${t.payingSince} is not null)`,
    ),
    check(
      'withdrawals_resolved_check',
      sql`(${t.status} in ('paid', 'failed', 'rejected')) = (${t.resolvedAt} is not null)`,
    ),
    check('withdrawals_paid_check', sql`${t.status} <> 'paid' or ${t.payoutReference} is not null`),
  ],
);
