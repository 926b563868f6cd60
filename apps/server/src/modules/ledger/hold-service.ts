import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { isUuid } from './accounts';
import { changeHeld, createMissingAccounts, lockAccounts } from './repo';
import { findHoldById, findHoldByKey, insertHold, lockHold, resolveHold, type HoldRow } from './hold-repo';
import {
  checkInput,
  moveLocked,
  RESERVED_KEY_PREFIX,
  type TransferInput,
  type TransferResult,
} from './service';
import { inTransaction } from './tx';

/** A reservation of `amount` on `from`, to be posted to `to` (one transfer) or voided (released). */
export type HoldInput = TransferInput;

export interface HoldResult {
  holdId: string;
  /** True when the key was already used: nothing was reserved this time. */
  duplicate: boolean;
}

export type HoldStatus = 'pending' | 'posted' | 'voided';

/**
 * Reserves `amount` at once: it stays in the balance but leaves what can be spent (`available =
 * balance - held`), so no transfer, hold or bet can use it while the withdrawal is pending.
 */
export async function hold(ex: Executor, input: HoldInput): Promise<HoldResult> {
  checkInput(input);
  if (input.idempotencyKey.startsWith(RESERVED_KEY_PREFIX))
    throw new Error('ledger: reserved idempotency key');
  return inTransaction(ex, async (tx) => {
    const earlier = await findHoldByKey(tx, input.idempotencyKey);
    if (earlier) return repeatOf(earlier, input);
    await createMissingAccounts(tx, [input.from, input.to]);
    const locked = await lockAccounts(tx, [input.from.id]);
    const raced = await findHoldByKey(tx, input.idempotencyKey);
    if (raced) return repeatOf(raced, input);
    const account = locked.get(input.from.id)!;
    if (account.owner === 'member' && account.balance - account.held < input.amount) {
      throw fail('CONFLICT', 'insufficientFunds');
    }
    const holdId = await insertHold(tx, {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      reference: input.reference,
      accountId: input.from.id,
      toAccountId: input.to.id,
      asset: input.from.asset,
      amount: input.amount,
      meta: input.meta ?? null,
    });
    if (!holdId) throw fail('CONFLICT', 'idempotencyKeyReused');
    // The same rule again, in SQL: the database refuses to reserve more than is spendable.
    if (!(await changeHeld(tx, account.id, input.amount))) {
      throw new Error(`ledger: guarded hold on ${account.id} refused under lock`);
    }
    account.held += input.amount;
    return { holdId, duplicate: false };
  });
}

/**
 * Turns the hold into its transfer (kind, reference and meta of the hold). Repeating it answers the
 * same transfer with `duplicate: true`; posting a voided hold is refused.
 */
export async function postHold(ex: Executor, holdId: string): Promise<TransferResult> {
  return inTransaction(ex, async (tx) => {
    const h = await lockedHold(tx, holdId);
    if (h.status === 'posted') return { transferId: h.transferId!, duplicate: true };
    if (h.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
    const locked = await lockAccounts(tx, [h.accountId, h.toAccountId]);
    const result = await moveLocked(tx, locked, {
      from: h.accountId,
      to: h.toAccountId,
      amount: h.amount,
      kind: h.kind,
      reference: h.reference,
      idempotencyKey: `${RESERVED_KEY_PREFIX}hold:${h.id}`,
      meta: h.meta,
      release: h.amount,
    });
    if (!(await resolveHold(tx, h.id, 'posted', result.transferId))) {
      throw new Error(`ledger: hold ${h.id} changed under its row lock`);
    }
    return result;
  });
}

/** Releases the reservation; nothing moves. Repeating it is a no-op; voiding a posted hold is refused. */
export async function voidHold(ex: Executor, holdId: string): Promise<{ duplicate: boolean }> {
  return inTransaction(ex, async (tx) => {
    const h = await lockedHold(tx, holdId);
    if (h.status === 'voided') return { duplicate: true };
    if (h.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
    await lockAccounts(tx, [h.accountId]);
    if (!(await changeHeld(tx, h.accountId, -h.amount))) {
      throw new Error(`ledger: account ${h.accountId} holds less than hold ${h.id}`);
    }
    if (!(await resolveHold(tx, h.id, 'voided', null))) {
      throw new Error(`ledger: hold ${h.id} changed under its row lock`);
    }
    return { duplicate: false };
  });
}

export interface HoldView {
  holdId: string;
  status: HoldStatus;
  amount: bigint;
  accountId: string;
  toAccountId: string;
  transferId: string | null;
}

/** A hold by id, or by the idempotency key it was made with. */
export async function getHold(ex: Executor, by: { holdId: string } | { idempotencyKey: string }) {
  if ('holdId' in by && !isUuid(by.holdId)) return undefined;
  const row = 'holdId' in by ? await findHoldById(ex, by.holdId) : await findHoldByKey(ex, by.idempotencyKey);
  return row && view(row);
}

function view(h: HoldRow): HoldView {
  const { id, status, amount, accountId, toAccountId, transferId } = h;
  return { holdId: id, status: status as HoldStatus, amount, accountId, toAccountId, transferId };
}

async function lockedHold(tx: Executor, holdId: string) {
  if (!isUuid(holdId)) throw fail('NOT_FOUND', 'notFound');
  const h = await lockHold(tx, holdId);
  if (!h) throw fail('NOT_FOUND', 'notFound');
  return h;
}

function repeatOf(earlier: HoldRow, input: HoldInput): HoldResult {
  const same =
    earlier.accountId === input.from.id &&
    earlier.toAccountId === input.to.id &&
    earlier.amount === input.amount &&
    earlier.kind === input.kind &&
    earlier.reference === input.reference;
  if (!same) throw fail('CONFLICT', 'idempotencyKeyReused');
  return { holdId: earlier.id, duplicate: true };
}
