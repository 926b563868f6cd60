import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Back-office accounts (docs/DECISIONS.md "Back office: staff and audit"). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed; unique whatever its case (the index is on lower(username)). */
    username: text('username').notNull(),
    /** argon2id, as members' passwords. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Set when the staff member enrols TOTP (a later step of issue 12). */
    totpSecret: text('totp_secret'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_username_key').on(sql`lower(${t.username})`),
    check('staff_accounts_role_check', sql`${t.role} in ('owner', 'finance', 'support', 'marketing')`),
  ],
);

/**
 * Who did what in the back office. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (the
 * migration's hand-written SQL); entries are written in the transaction of the change they record.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'api-key' (the operator key) or 'staff:<id>'. */
    actor: text('actor').notNull(),
    ip: text('ip'),
    /** '<module>.<verb>', e.g. 'staff.create'. */
    action: text('action').notNull(),
    /** What the action was on, e.g. 'staff:<id>'. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_at_idx').on(t.actor, t.at),
    index('audit_entries_action_at_idx').on(t.action, t.at),
    index('audit_entries_target_at_idx').on(t.target, t.at),
  ],
);
