import type { Executor } from '../../db/types';
import { AppError, fail } from '../../lib/app-error';
import { isUuid, logicalAccountId, memberAccounts, onShard, type AccountRef } from './accounts';
import {
  findTransferById,
  findTransferByKey,
  findReversalOf,
  createMissingAccounts,
  lockAccounts,
  lockAccountsCreating,
  writeTransfer,
  type AccountRow,
  type CreditRow,
  type TransferRow,
} from './repo';
import { announceMove } from './money-moved';
import { inTransaction } from './tx';

/** What other modules name their movements; totals on the user info read 'deposit' and 'withdrawal'. */
export type TransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'bonus'
  | 'cashback'
  | 'affiliate'
  | 'prize'
  | 'spin'
  | 'bet'
  | 'win'
  | 'refund'
  | 'adjustment'
  | (string & {});

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  /** Satang (THB accounts) or tickets (TICKET accounts); more than zero. */
  amount: bigint;
  kind: TransferKind;
  /** What the movement belongs to, e.g. `deposit:<id>`; shown to operators, not unique. */
  reference: string;
  /** Unique per command: a repeat with the same key returns the first transfer and moves nothing. */
  idempotencyKey: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: string;
  /** True when the key was already used: nothing moved this time. */
  duplicate: boolean;
}

/** Keys the ledger derives itself (posting a hold); callers cannot take them. */
export const RESERVED_KEY_PREFIX = 'ledger:';
const KIND = /^[a-z][a-z0-9_.]{0,39}$/;

export async function ensureMemberAccounts(ex: Executor, memberId: string): Promise<void> {
  await createMissingAccounts(ex, memberAccounts(memberId));
}

/**
 * Moves `amount` from one account to another, inside the caller's transaction when given one.
 * A refusal (insufficient funds, a key reused for another movement) is thrown before anything is
 * written, so a caller may catch it and carry on with its transaction.
 */
export async function transfer(ex: Executor, input: TransferInput): Promise<TransferResult> {
  checkInput(input);
  if (input.idempotencyKey.startsWith(RESERVED_KEY_PREFIX))
    throw new Error('ledger: reserved idempotency key');
  // A house side is one shard of the house account, picked from the key: a repeat lands on the same one.
  const from = onShard(input.from, input.idempotencyKey);
  const to = onShard(input.to, input.idempotencyKey);
  return inTransaction(ex, async (tx) => {
    if (from.owner === 'house' && to.owner === 'member') return creditFromHouse(tx, input, from, to);
    // No look-up of the key first: claiming it (insert … on conflict do nothing, in moveLocked) is the
    // check, and a repeat is recognised when the claim fails. Two round trips for a fresh transfer.
    const locked = await lockAccountsCreating(tx, [from, to]);
    try {
      const moved = await moveLocked(tx, locked, { ...input, from: from.id, to: to.id });
      if (moved) return moved;
    } catch (err) {
      // A repeat of a debit that went through may no longer be covered: it is still a repeat.
      if (!isInsufficientFunds(err)) throw err;
      const earlier = await findTransferByKey(tx, input.idempotencyKey);
      if (earlier) return repeatOf(earlier, input);
      throw err;
    }
    return repeatOfTaken(tx, input);
  });
}

/**
 * House → member (deposits, wins, bonuses, rewards) in one statement: a house account may go
 * negative, so there is no balance to check before writing and no need to lock first. The statement's
 * debit locks the house shard, then its credit the member: the ledger's lock order. The accounts are
 * created on first use, then the statement runs again.
 */
async function creditFromHouse(tx: Executor, input: TransferInput, from: AccountRef, to: AccountRef) {
  const write = () => writeTransfer(tx, { ...creditRowOf(input, from, to), reversesTransferId: null });
  let written = await write();
  if (written.outcome === 'accountMissing') {
    await createMissingAccounts(tx, [from, to]);
    written = await write();
  }
  if (written.outcome === 'keyTaken') return repeatOfTaken(tx, input);
  if (written.outcome !== 'written' || written.fromBalance === null || written.toBalance === null)
    throw new Error(`ledger: house transfer ${input.idempotencyKey} not written (${written.outcome})`);
  announceMove(to.id, { kind: input.kind, change: 'credit', asset: from.asset, amount: input.amount });
  return { transferId: written.transferId, duplicate: false };
}

/** The stored row of a credit `input` from `from` (a house shard) to `to`: `creditFromHouse`, `creditMany`. */
export function creditRowOf(input: TransferInput, from: AccountRef, to: AccountRef): CreditRow {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    reference: input.reference,
    fromAccountId: from.id,
    toAccountId: to.id,
    asset: from.asset,
    amount: input.amount,
    meta: input.meta ?? null,
  };
}

export async function repeatOfTaken(tx: Executor, input: TransferInput) {
  const earlier = await findTransferByKey(tx, input.idempotencyKey);
  if (!earlier) throw new Error(`ledger: key ${input.idempotencyKey} taken but not found`);
  return repeatOf(earlier, input);
}

export interface ReverseInput {
  transferId: string;
  idempotencyKey: string;
  reference?: string;
  meta?: Record<string, unknown>;
}

/**
 * The only correction: a new transfer back from the original's target to its source, same kind (so
 * per-kind totals net out), linked by `reversesTransferId`. A transfer is reversed at most once, and
 * only while the target still holds the money (a member account never goes below zero).
 */
export async function reverse(ex: Executor, input: ReverseInput): Promise<TransferResult> {
  if (input.idempotencyKey.startsWith(RESERVED_KEY_PREFIX))
    throw new Error('ledger: reserved idempotency key');
  return inTransaction(ex, async (tx) => {
    const earlier = await findTransferByKey(tx, input.idempotencyKey);
    if (earlier) {
      if (earlier.reversesTransferId !== input.transferId) throw fail('CONFLICT', 'idempotencyKeyReused');
      return { transferId: earlier.id, duplicate: true };
    }
    const original = isUuid(input.transferId) ? await findTransferById(tx, input.transferId) : undefined;
    if (!original) throw fail('NOT_FOUND', 'notFound');
    const locked = await lockAccounts(tx, [original.fromAccountId, original.toAccountId]);
    const raced = await findTransferByKey(tx, input.idempotencyKey);
    if (raced) return reverse(tx, input);
    if (await findReversalOf(tx, original.id)) throw fail('CONFLICT', 'alreadyProcessed');
    // The original's own (physical) accounts, shards included: the money goes back where it came from.
    const moved = await moveLocked(tx, locked, {
      from: original.toAccountId,
      to: original.fromAccountId,
      amount: original.amount,
      kind: original.kind,
      reference: input.reference ?? original.reference,
      idempotencyKey: input.idempotencyKey,
      meta: input.meta ?? null,
      reversesTransferId: original.id,
    });
    if (!moved) throw fail('CONFLICT', 'idempotencyKeyReused');
    return moved;
  });
}

export interface LockedMove {
  from: string;
  to: string;
  amount: bigint;
  kind: string;
  reference: string;
  idempotencyKey: string;
  meta?: Record<string, unknown> | null;
  reversesTransferId?: string;
}

/**
 * Writes one transfer between two accounts the caller has already row-locked: claims the key, then
 * debits with the SQL guard, credits, and records both entries with the balance after each (one
 * statement, writeTransfer). Undefined when another transfer holds the key: nothing was written.
 */
export async function moveLocked(
  tx: Executor,
  locked: Map<string, AccountRow>,
  move: LockedMove,
): Promise<TransferResult | undefined> {
  const from = locked.get(move.from);
  const to = locked.get(move.to);
  if (!from || !to) throw new Error('ledger: accounts must be locked before a move');
  if (from.asset !== to.asset) throw new Error(`ledger: cannot move ${from.asset} to a ${to.asset} account`);
  // Refuse before the first write, so the caller's transaction stays clean.
  if (from.owner === 'member' && from.balance - move.amount < from.held) {
    throw fail('CONFLICT', 'insufficientFunds');
  }
  const written = await writeTransfer(tx, {
    idempotencyKey: move.idempotencyKey,
    kind: move.kind,
    reference: move.reference,
    fromAccountId: from.id,
    toAccountId: to.id,
    asset: from.asset,
    amount: move.amount,
    meta: move.meta ?? null,
    reversesTransferId: move.reversesTransferId ?? null,
  });
  // Only a concurrent transfer between other accounts can hold the key here (same-account ones wait for our locks).
  if (written.outcome === 'keyTaken') return undefined;
  if (written.outcome !== 'written') throw new Error('ledger: locked account missing');
  // Unreachable while the rows are locked; if it ever happens the caller must roll back.
  if (written.fromBalance === null) throw new Error(`ledger: guarded debit of ${from.id} refused under lock`);
  if (written.toBalance === null) throw new Error(`ledger: account ${to.id} vanished`);
  from.balance = written.fromBalance;
  to.balance = written.toBalance;
  const moved = { kind: move.kind, asset: from.asset, amount: move.amount };
  announceMove(from.id, { ...moved, change: 'debit' });
  announceMove(to.id, { ...moved, change: 'credit' });
  return { transferId: written.transferId, duplicate: false };
}

function repeatOf(earlier: TransferRow, input: TransferInput): TransferResult {
  const same =
    sameAccount(earlier.fromAccountId, input.from) &&
    sameAccount(earlier.toAccountId, input.to) &&
    earlier.amount === input.amount &&
    earlier.kind === input.kind &&
    earlier.reference === input.reference;
  if (!same) throw fail('CONFLICT', 'idempotencyKeyReused');
  return { transferId: earlier.id, duplicate: true };
}

/** A stored (physical) account id names `ref`: the account itself, or any shard of a house account. */
export function sameAccount(storedId: string, ref: AccountRef) {
  return logicalAccountId(storedId) === logicalAccountId(ref.id);
}

export function checkInput(input: Pick<TransferInput, 'from' | 'to' | 'amount' | 'kind' | 'idempotencyKey'>) {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw fail('VALIDATION', 'invalidRequest');
  if (input.from.id === input.to.id) throw new Error('ledger: from and to are the same account');
  if (input.from.asset !== input.to.asset) throw new Error('ledger: from and to hold different assets');
  if (!KIND.test(input.kind)) throw new Error(`ledger: bad transfer kind ${input.kind}`);
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw new Error('ledger: bad idempotency key');
}

/** True when `err` is the ledger refusing a spend the account cannot cover. */
export function isInsufficientFunds(err: unknown): boolean {
  return err instanceof AppError && err.messageKey === 'insufficientFunds';
}
