import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The double-entry ledger (docs/rules/money.md). Only modules/ledger writes these tables.
 * Amounts are integers of the account's asset: satang for THB, whole tickets for TICKET.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    /** Readable address: `member:<memberId>:<wallet>` or `house:<name>`; sorting it gives the lock order. */
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    /** The wallet kind (member) or the house account name. */
    name: text('name').notNull(),
    asset: text('asset').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Sum of this account's pending holds: part of the balance that cannot be spent. */
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Target of the (account, asset) foreign keys: a transfer can only join accounts of its asset.
    unique('ledger_accounts_id_asset_key').on(t.id, t.asset),
    index('ledger_accounts_member_id_idx').on(t.memberId),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.owner} = 'member') = (${t.memberId} is not null) and ${t.owner} in ('member', 'house')`,
    ),
    check('ledger_accounts_asset_check', sql`${t.asset} in ('THB', 'TICKET')`),
    check('ledger_accounts_held_check', sql`${t.held} >= 0`),
    // The database, not only the code, keeps a member from spending money they do not have.
    check('ledger_accounts_member_funds_check', sql`${t.owner} = 'house' or ${t.balance} >= ${t.held}`),
  ],
);

/** One movement between two accounts. Append-only (a trigger refuses UPDATE and DELETE). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    fromAccountId: text('from_account_id').notNull(),
    toAccountId: text('to_account_id').notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** Set on a correction: the transfer it undoes (at most one correction per transfer). */
    reversesTransferId: uuid('reverses_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_reverses_transfer_id_key').on(t.reversesTransferId),
    index('ledger_transfers_from_kind_idx').on(t.fromAccountId, t.kind),
    index('ledger_transfers_to_kind_idx').on(t.toAccountId, t.kind),
    // Reports read transfers by time (modules/reports). BRIN, not B-tree: an append-only table is written
    // in time order, so a range of blocks per summary row finds a day's rows, at almost no cost per insert.
    index('ledger_transfers_created_at_brin').using('brin', t.createdAt),
    // A member's earlier deposits: whether a deposit in a report's range was their first (modules/reports).
    index('ledger_transfers_deposit_to_idx')
      .on(t.toAccountId, t.createdAt)
      .where(sql`${t.kind} = 'deposit'`),
    foreignKey({
      name: 'ledger_transfers_from_fk',
      columns: [t.fromAccountId, t.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_transfers_to_fk',
      columns: [t.toAccountId, t.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_transfers_reverses_fk',
      columns: [t.reversesTransferId],
      foreignColumns: [t.id],
    }),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** The two legs of each transfer, with the account balance right after it (formance style). Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: negative on the debited account, positive on the credited one. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_transfer_account_key').on(t.transferId, t.accountId),
    index('ledger_entries_account_id_idx').on(t.accountId, t.id),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * A reservation (e.g. a requested withdrawal): counted in the account's `held` while pending, then
 * posted (one transfer to `to_account_id`) or voided (released). Only that one status change is allowed.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    accountId: text('account_id').notNull(),
    toAccountId: text('to_account_id').notNull(),
    asset: text('asset').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    status: text('status').notNull().default('pending'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_holds_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('ledger_holds_transfer_id_key').on(t.transferId),
    index('ledger_holds_pending_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    foreignKey({
      name: 'ledger_holds_account_fk',
      columns: [t.accountId, t.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_holds_to_fk',
      columns: [t.toAccountId, t.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    check('ledger_holds_accounts_check', sql`${t.accountId} <> ${t.toAccountId}`),
    check('ledger_holds_status_check', sql`${t.status} in ('pending', 'posted', 'voided')`),
    check('ledger_holds_posted_check', sql`(${t.status} = 'posted') = (${t.transferId} is not null)`),
    check('ledger_holds_resolved_check', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);
