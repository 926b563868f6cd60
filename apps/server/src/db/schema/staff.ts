import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Back-office accounts (docs/rules/back-office.md rules 1 and 14). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed; unique whatever its case (the index is on lower(username)). */
    username: text('username').notNull(),
    /** argon2id, as members' passwords. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Base32, set by the first good code at enrolment; null until then. */
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * Codes tried since the last good one, across tickets (docs/ABUSE.md 16.6): counted before a code is
     * checked, back to 0 on a good one. Past 3 the next waits for `totp_next_try_at`; 10 lock the account
     * until the owner lifts it.
     */
    totpFailures: integer('totp_failures').notNull().default(0),
    totpNextTryAt: timestamp('totp_next_try_at', { withTimezone: true }),
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

/**
 * Step 1 of a staff sign-in (the password was right): the ticket's hash, for a few minutes, single use.
 * An account that has no TOTP yet carries the secret offered for enrolment here until a code confirms it.
 */
export const staffLoginTickets = pgTable(
  'staff_login_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    enrolSecret: text('enrol_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_login_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Staff sessions: the cookie holds an opaque token, the database its SHA-256 hash. A session ends after
 * STAFF_IDLE_MIN minutes without a call, at sign-out (revoked_at) or when the account is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    /** Echoed by the back office as X-CSRF-Token on every state change. */
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);
