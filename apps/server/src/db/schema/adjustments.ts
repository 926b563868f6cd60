import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { members } from './members';

/**
 * Manual credits and debits by staff (docs/decisions/080-adjustments.md).
 * Amounts are satang. One above the approval limit waits `pending` for a second person (maker–checker);
 * the money moves (ledger key `adjustment:<id>`) in the transaction that makes it `applied`.
 *
 * pending → applied | rejected, or applied at once (at or below the limit).
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chosen by the back office per form submission: a replayed request finds the first one. */
    requestId: uuid('request_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** Above the approval limit when made: only someone other than the maker may apply it. */
    needsApproval: boolean('needs_approval').notNull(),
    /** The audit actor: 'api-key' or 'staff:<id>'. */
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('adjustments_request_id_key').on(t.requestId),
    index('adjustments_status_idx').on(t.status, t.createdAt),
    index('adjustments_member_id_idx').on(t.memberId, t.createdAt),
    check('adjustments_amount_check', sql`${t.amount} > 0`),
    check('adjustments_direction_check', sql`${t.direction} in ('credit', 'debit')`),
    check('adjustments_status_check', sql`${t.status} in ('pending', 'applied', 'rejected')`),
    check('adjustments_applied_check', sql`(${t.status} = 'applied') = (${t.transferId} is not null)`),
    check(
      'adjustments_decided_check',
      sql`(${t.status} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
    // Maker–checker held by the database too: an approved adjustment was decided by someone else.
    check(
      'adjustments_checker_check',
      sql`not ${t.needsApproval} or ${t.status} <> 'applied' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);
