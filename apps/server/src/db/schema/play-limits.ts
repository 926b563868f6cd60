import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's own play limits and running break (issue 27, docs/PLAYER-PROTECTION.md): one row per member
 * who set anything, absent for a member with none. Money in satang, null for no limit. The break is here
 * (not only in `play_breaks`) so a wallet bet reads and locks one row: the gate is one statement.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id),
    depositDay: bigint('deposit_day', { mode: 'bigint' }),
    depositWeek: bigint('deposit_week', { mode: 'bigint' }),
    depositMonth: bigint('deposit_month', { mode: 'bigint' }),
    lossDay: bigint('loss_day', { mode: 'bigint' }),
    lossWeek: bigint('loss_week', { mode: 'bigint' }),
    lossMonth: bigint('loss_month', { mode: 'bigint' }),
    sessionMinutes: integer('session_minutes'),
    /** 15, 30 or 60; null = off. A member without a row has the default, 60. */
    realityCheckMinutes: integer('reality_check_minutes').default(60),
    breakKind: text('break_kind'),
    breakUntil: timestamp('break_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'play_limits_break_kind_check',
      sql`${t.breakKind} is null or ${t.breakKind} in ('timeout', 'exclusion')`,
    ),
    check(
      'play_limits_amounts_check',
      sql`coalesce(${t.depositDay}, 1) > 0 and coalesce(${t.depositWeek}, 1) > 0 and coalesce(${t.depositMonth}, 1) > 0
        and coalesce(${t.lossDay}, 1) > 0 and coalesce(${t.lossWeek}, 1) > 0 and coalesce(${t.lossMonth}, 1) > 0`,
    ),
  ],
);

/**
 * A raise or removal waiting out its 24 hours (docs/decisions/097-limit-raise-confirmed-after-wait.md): one
 * per member and field; `value` null is a removal. Applied only by the member's confirm after `effectiveAt`.
 */
export const playLimitPending = pgTable(
  'play_limit_pending',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    field: text('field').notNull(),
    /** Satang for money fields, minutes for the others; null removes the limit. */
    value: bigint('value', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.field] })],
);

/** Every break taken (the record; the running one is also on `play_limits`). Never shortened or deleted. */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('play_breaks_member_idx').on(t.memberId, t.startedAt),
    check('play_breaks_kind_check', sql`${t.kind} in ('timeout', 'exclusion')`),
  ],
);

/**
 * Deposits credited over a deposit limit or during a break, for the back office: the money is the member's
 * and was credited, without a bonus. `reason` 'depositLimit' or 'break'.
 */
export const playProtectionFlags = pgTable(
  'play_protection_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    reason: text('reason').notNull(),
    /** The deposit's statement ref (`deposit:<ref>` in the ledger). */
    ref: text('ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('play_protection_flags_created_idx').on(t.createdAt),
    check('play_protection_flags_reason_check', sql`${t.reason} in ('depositLimit', 'break')`),
  ],
);
