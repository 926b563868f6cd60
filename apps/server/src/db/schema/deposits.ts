import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { depositChannels } from './catalogue';
import { members } from './members';

/**
 * Incoming transfers reported by the bank feed (or proven by a verified slip), stored once per bank
 * reference (docs/decisions/022-bank-feed-per-row.md). Amounts are satang.
 *
 * - unmatched: received on one of our channels, not credited yet (no single member fits the sender);
 * - credited: credited to `member_id` (by the feed, a slip or an operator), exactly once;
 * - rejected: `to_account` is none of our channels; never credited;
 * - internal: sent from one of our own channels (the operator moving its money); never credited;
 * - duplicate: the transfer another statement already holds under another reference (`same_as`: the feed
 *   and an outside slip verifier name one transfer by different references); credited only when staff
 *   assign it deliberately (it keeps `same_as`);
 * - not_ours: staff marked it not a member's deposit (`reason` says why); never credited.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The bank's transaction reference; a slip's transRef is the same reference. */
    ref: text('ref').notNull(),
    source: text('source').notNull(),
    /** The receiving channel; null when `to_account` is none of ours. */
    channelId: uuid('channel_id').references(() => depositChannels.id),
    toAccount: text('to_account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
    fromBankCode: text('from_bank_code').notNull(),
    /** As the bank shows it: full digits, or masked (`xxx-x-x1234-x`) without dashes. */
    fromAccount: text('from_account').notNull(),
    fromName: text('from_name'),
    status: text('status').notNull(),
    reason: text('reason'),
    memberId: uuid('member_id').references(() => members.id),
    creditedVia: text('credited_via'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** For a `duplicate`: the statement holding the same transfer (each is twinned at most once). */
    sameAs: uuid('same_as').references((): AnyPgColumn => bankStatements.id),
    /** The amount was outside its channel's limits when it arrived: credited all the same, shown to staff. */
    limitBreach: text('limit_breach'),
  },
  (t) => [
    uniqueIndex('bank_statements_ref_key').on(t.ref),
    index('bank_statements_status_idx').on(t.status, t.createdAt),
    index('bank_statements_member_id_idx').on(t.memberId),
    // Finding the twin of a transfer reported under another reference (docs/decisions/025-transfer-twins.md).
    index('bank_statements_transfer_idx').on(t.channelId, t.amount, t.transferredAt),
    uniqueIndex('bank_statements_same_as_key').on(t.sameAs),
    // A duplicate names its twin; one staff assigned or marked not ours keeps it.
    check(
      'bank_statements_same_as_check',
      sql`case when ${t.status} = 'duplicate' then ${t.sameAs} is not null else ${t.sameAs} is null or ${t.status} in ('credited', 'not_ours') end`,
    ),
    check('bank_statements_amount_check', sql`${t.amount} > 0`),
    check('bank_statements_source_check', sql`${t.source} in ('feed', 'slip')`),
    check(
      'bank_statements_status_check',
      sql`${t.status} in ('unmatched', 'credited', 'rejected', 'internal', 'duplicate', 'not_ours')`,
    ),
    check(
      'bank_statements_credited_check',
      sql`(${t.status} = 'credited') = (${t.memberId} is not null and ${t.creditedVia} is not null and ${t.creditedAt} is not null)`,
    ),
    check('bank_statements_channel_check', sql`(${t.status} = 'rejected') = (${t.channelId} is null)`),
    check('bank_statements_via_check', sql`${t.creditedVia} in ('feed', 'slip', 'operator')`),
    check('bank_statements_limit_breach_check', sql`${t.limitBreach} in ('belowMinimum', 'aboveMaximum')`),
  ],
);
