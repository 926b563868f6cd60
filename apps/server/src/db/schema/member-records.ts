import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Staff notes on a member (the back office's member page). Written with an audit entry in the same
 * transaction; never edited or deleted: a correction is a new note.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** As the audit log names who acted: 'api-key' or 'staff:<id>'. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, sql`${t.createdAt} desc`)],
);

/**
 * Every sign-in try on an existing member's phone, kept for the member page's login history (support
 * answers "was that me?"). `member_addresses` keeps only first and last sight of an address; this keeps
 * each try. Tries on phones of no member are not stored: there is nobody to show them to.
 */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** ok, bad-password, or locked (right password, member locked). */
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('member_logins_member_idx').on(t.memberId, sql`${t.at} desc`),
    check('member_logins_outcome_check', sql`${t.outcome} in ('ok', 'bad-password', 'locked')`),
  ],
);
