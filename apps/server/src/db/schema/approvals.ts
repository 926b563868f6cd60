import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Staff actions that pay (issue 23, four eyes on money; docs/decisions/081-four-eyes-approvals.md).
 * Every such action leaves a row: `alone` when its maker did it within their daily allowance (the rows the
 * allowance adds up), else `pending` until a second person approves (the action is done in that
 * transaction) or anyone allowed rejects it.
 *
 * pending → approved | rejected, or alone at once.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** What the action is done with when approved: the call's validated body (never shown whole). */
    payload: jsonb('payload').notNull(),
    /** What the queue shows: the subject as it was (null for something new) and as it would be. */
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    /** Satang it can pay out at most; null when unbounded (a rule, a rate, a setting). */
    value: bigint('value', { mode: 'bigint' }),
    /** What it is about (`statement:<ref>`, `promotion:<id>`, `config:withdraw`); one pending per subject. */
    subject: text('subject'),
    /** The member the action pays, when one does (a statement assigned): who may not then pay them out. */
    memberId: uuid('member_id'),
    /** The audit actor, 'api-key' or 'staff:<id>', and the maker's role then (its daily allowance). */
    requestedBy: text('requested_by').notNull(),
    requestedRole: text('requested_role').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    /** The record the action made or changed, e.g. `itemcode-batch:<id>`. */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    index('approval_requests_maker_idx').on(t.requestedBy, t.createdAt),
    index('approval_requests_checker_idx').on(t.decidedBy, t.decidedAt),
    index('approval_requests_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('approval_requests_pending_subject_key')
      .on(t.subject)
      .where(sql`${t.status} = 'pending' and ${t.subject} is not null`),
    check('approval_requests_status_check', sql`${t.status} in ('alone', 'pending', 'approved', 'rejected')`),
    check(
      'approval_requests_decided_check',
      sql`(${t.status} in ('pending', 'alone')) = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
    // Four eyes held by the database too: what was approved was approved by someone else.
    check(
      'approval_requests_checker_check',
      sql`${t.status} <> 'approved' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    // Only a bounded action is ever done alone.
    check('approval_requests_alone_check', sql`${t.status} <> 'alone' or ${t.value} is not null`),
  ],
);
