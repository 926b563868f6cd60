import type { Executor } from '../../db/types';
import { AppError, fail } from '../../lib/app-error';
import { isUuid, memberAccounts, type AccountRef } from './accounts';
import {
  creditAccount,
  debitAccount,
  findTransferById,
  findTransferByKey,
  findReversalOf,
  createMissingAccounts,
  insertEntries,
  insertTransfer,
  lockAccounts,
  type AccountRow,
  type TransferRow,
} from './repo';
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
  return inTransaction(ex, async (tx) => {
    // Fast path without locks; checked again under the locks, which serialise same-account repeats.
    const earlier = await findTransferByKey(tx, input.idempotencyKey);
    if (earlier) return repeatOf(earlier, input);
    await createMissingAccounts(tx, [input.from, input.to]);
    const locked = await lockAccounts(tx, [input.from.id, input.to.id]);
    const raced = await findTransferByKey(tx, input.idempotencyKey);
    if (raced) return repeatOf(raced, input);
    return moveLocked(tx, locked, { ...input, from: input.from.id, to: input.to.id });
  });
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
    return moveLocked(tx, locked, {
      from: original.toAccountId,
      to: original.fromAccountId,
      amount: original.amount,
      kind: original.kind,
      reference: input.reference ?? original.reference,
      idempotencyKey: input.idempotencyKey,
      meta: input.meta ?? null,
      reversesTransferId: original.id,
    });
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
  /** Part of `amount` that was held on `from` and is consumed by this move (posting a hold). */
  release?: bigint;
}

/**
 * Writes one transfer between two accounts the caller has already row-locked: claims the key, then
 * debits with the SQL guard, credits, and records both entries with the balance after each.
 */
export async function moveLocked(
  tx: Executor,
  locked: Map<string, AccountRow>,
  move: LockedMove,
): Promise<TransferResult> {
  const from = locked.get(move.from);
  const to = locked.get(move.to);
  if (!from || !to) throw new Error('ledger: accounts must be locked before a move');
  if (from.asset !== to.asset) throw new Error(`ledger: cannot move ${from.asset} to a ${to.asset} account`);
  const release = move.release ?? 0n;
  // Refuse before the first write, so the caller's transaction stays clean.
  if (from.owner === 'member' && from.balance - move.amount < from.held - release) {
    throw fail('CONFLICT', 'insufficientFunds');
  }
  const transferId = await insertTransfer(tx, {
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
  if (!transferId) throw fail('CONFLICT', 'idempotencyKeyReused');
  const fromBalance = await debitAccount(tx, from.id, move.amount, release);
  // Unreachable while the rows are locked; if it ever happens the caller must roll back.
  if (fromBalance === undefined) throw new Error(`ledger: guarded debit of ${from.id} refused under lock`);
  const toBalance = await creditAccount(tx, to.id, move.amount);
  await insertEntries(tx, [
    { transferId, accountId: from.id, amount: -move.amount, balanceAfter: fromBalance },
    { transferId, accountId: to.id, amount: move.amount, balanceAfter: toBalance },
  ]);
  from.balance = fromBalance;
  from.held -= release;
  to.balance = toBalance;
  return { transferId, duplicate: false };
}

function repeatOf(earlier: TransferRow, input: TransferInput): TransferResult {
  const same =
    earlier.fromAccountId === input.from.id &&
    earlier.toAccountId === input.to.id &&
    earlier.amount === input.amount &&
    earlier.kind === input.kind &&
    earlier.reference === input.reference;
  if (!same) throw fail('CONFLICT', 'idempotencyKeyReused');
  return { transferId: earlier.id, duplicate: true };
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
