import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { isUuid, onShard, type AccountRef } from './accounts';
import { changeHeld, createMissingAccounts, lockAccounts } from './repo';
import {
  findHoldById,
  findHoldByKey,
  lockHold,
  lockHoldSource,
  lockHoldWithAccounts,
  resolveHold,
  writeHold,
  writeHoldPosting,
  type HoldRow,
} from './hold-repo';
import {
  checkInput,
  RESERVED_KEY_PREFIX,
  sameAccount,
  type TransferInput,
  type TransferResult,
} from './service';
import { announceMove } from './money-moved';
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
export async function hold(
  ex: Executor,
  input: HoldInput,
  opts: { sourceLocked?: boolean } = {},
): Promise<HoldResult> {
  checkInput(input);
  if (input.idempotencyKey.startsWith(RESERVED_KEY_PREFIX))
    throw new Error('ledger: reserved idempotency key');
  // A house target is one shard, fixed now and stored on the hold: postHold moves to that same row.
  const to = onShard(input.to, input.idempotencyKey);
  const row = {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    reference: input.reference,
    accountId: input.from.id,
    toAccountId: to.id,
    asset: input.from.asset,
    amount: input.amount,
    meta: input.meta ?? null,
  };
  return inTransaction(ex, async (tx) => {
    // Locks the source only (the target is touched when the hold is posted); both are created on first use.
    // The lock is a statement of its own (hold-repo.ts), unless the caller took it (lockForHold).
    if (!opts.sourceLocked) await lockHoldSource(tx, input.from.id, to.id);
    let written = await writeHold(tx, row);
    if (written.outcome === 'accountMissing') {
      await createMissingAccounts(tx, [input.from, to]);
      await lockHoldSource(tx, input.from.id, to.id);
      written = await writeHold(tx, row);
    }
    switch (written.outcome) {
      case 'accountMissing':
        throw new Error(`ledger: accounts of hold ${input.idempotencyKey} missing after creation`);
      // As in transfer(): the claim of the key is the idempotency check, and a refusal first makes
      // sure the command is not a repeat.
      case 'notCovered':
      case 'keyTaken': {
        const earlier = await findHoldByKey(tx, input.idempotencyKey);
        if (earlier) return repeatOf(earlier, input);
        if (written.outcome === 'notCovered') throw fail('CONFLICT', 'insufficientFunds');
        throw new Error(`ledger: hold key ${input.idempotencyKey} taken but not found`);
      }
    }
    // The SQL guard refused to reserve more than is spendable: unreachable under the lock.
    if (!written.reserved) throw new Error(`ledger: guarded hold on ${input.from.id} refused under lock`);
    announceMove(input.from.id, { kind: input.kind, change: 'held', asset: row.asset, amount: input.amount });
    return { holdId: written.holdId, duplicate: false };
  });
}

/**
 * Row-locks `from` until the transaction ends, before the caller reads what it decides a hold on: the
 * hold it then makes (`hold(tx, input, { sourceLocked: true })`) skips its own lock statement, and the
 * caller's requests on that account take turns. Locks nothing when the account does not exist yet.
 */
export async function lockForHold(tx: Executor, from: AccountRef): Promise<void> {
  await lockAccounts(tx, [from.id]);
}

/**
 * Turns the hold into its transfer (kind, reference and meta of the hold). Repeating it answers the
 * same transfer with `duplicate: true`; posting a voided hold is refused.
 */
export async function postHold(ex: Executor, holdId: string): Promise<TransferResult> {
  if (!isUuid(holdId)) throw fail('NOT_FOUND', 'notFound');
  // The key is reserved to this hold (callers cannot take the prefix): nobody else can hold it.
  const key = `${RESERVED_KEY_PREFIX}hold:${holdId.toLowerCase()}`;
  return inTransaction(ex, async (tx) => {
    await lockHoldWithAccounts(tx, holdId);
    const posted = await writeHoldPosting(tx, holdId, key);
    if (!posted) throw fail('NOT_FOUND', 'notFound');
    if (posted.status === 'posted') return { transferId: posted.postedTransferId!, duplicate: true };
    if (posted.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
    const { moved } = posted;
    // Unreachable under the locks (the accounts exist by foreign key, the reservation covers the
    // amount); if it ever happens the caller must roll back.
    if (!moved || moved.fromBalance === null || moved.toBalance === null || !posted.holdPosted) {
      throw new Error(`ledger: hold ${holdId} not posted under its row lock`);
    }
    announceMove(posted.hold.accountId, { ...posted.hold, change: 'paid' });
    return { transferId: moved.transferId, duplicate: false };
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
    announceMove(h.accountId, { kind: h.kind, change: 'released', asset: h.asset, amount: h.amount });
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
    sameAccount(earlier.accountId, input.from) &&
    sameAccount(earlier.toAccountId, input.to) &&
    earlier.amount === input.amount &&
    earlier.kind === input.kind &&
    earlier.reference === input.reference;
  if (!same) throw fail('CONFLICT', 'idempotencyKeyReused');
  return { holdId: earlier.id, duplicate: true };
}
