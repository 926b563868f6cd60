import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Opaque access tokens, stored only as their SHA-256 hash; revocable; sliding expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * What the member's list of sessions shows (docs/decisions/098-last-login-and-sessions.md): a short name of
     * the device from its User-Agent, the address already masked (203.0.113.x), and when it was last used
     * (written at most once a minute). Null on sessions opened before they were kept.
     */
    device: text('device'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_id_idx').on(t.memberId),
  ],
);

/** Result of a bank-name lookup, redeemable once at signup within a few minutes (the `tokenBank`). */
export const bankChecks = pgTable(
  'bank_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccount: text('bank_account').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_checks_token_hash_key').on(t.tokenHash),
    index('bank_checks_expires_at_idx').on(t.expiresAt),
  ],
);
