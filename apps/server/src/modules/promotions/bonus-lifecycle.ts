import type { Executor, Tx } from '../../db/types';
import { houseAccount, lockForHold, memberAccount, PLAYABLE_WALLET, reverse, transfer } from '../ledger';
import { bonusStartMark, creditInPlay, otherWithdrawalSince } from './bonus-money-repo';
import { endActive, insertActiveBonus, reopenEndedBy, restoreEnd, type NewBonus } from './bonus-repo';

/**
 * The life of a member's bonus (docs/rules/promotions.md "Bonus lifecycle"): the only code that changes a
 * member_bonuses row. Each transition runs in its caller's transaction; money moves only through the
 * ledger module.
 *
 *   none running ──startBonus──▶ active            (a deposit's promotion, a turnover item code)
 *   active ──endSpentBonus──▶ ended 'exhausted'      (credit in play < 1 baht, at a deposit or item code)
 *   active ──forfeitBonus──▶ ended 'withdrawal'      (a withdrawal; the forfeit goes to the house)
 *   ended 'withdrawal' ──undoForfeit──▶ active       (that withdrawal's hold voided; else it stays ended)
 *
 * Turnover progress is no transition: `nowTurnover` is read from settled rounds (active-bonus.ts).
 */

/** Credit in play below this (1 baht) means the running bonus was played out or lost: it is spent. */
export const SPENT_BELOW = 100n;

/** The terms a bonus starts with; its own-money mark is read here, not given. */
export type BonusTerms = Omit<
  NewBonus,
  'ownAtStart' | 'startEntryId' | 'status' | 'endReason' | 'endedBy' | 'endedAt'
>;

/**
 * Requires: no bonus running. Leaves: one active, with the mark its own money is counted from (forfeit.ts),
 * read before the credit that starts it. Undefined when one already runs (the partial unique index
 * decides) or a parallel call took the same claim: nothing changed.
 */
export async function startBonus(tx: Executor, terms: BonusTerms) {
  return insertActiveBonus(tx, { ...terms, ...(await bonusStartMark(tx, terms.memberId)) });
}

/** Whether the member's credit in play is spent (below SPENT_BELOW): a running bonus then ends at the next start. */
export async function isSpent(ex: Executor, memberId: string): Promise<boolean> {
  return (await creditInPlay(ex, memberId)) < SPENT_BELOW;
}

/**
 * Requires: active, its credit spent (a bonus staked in an open round or held by a partner is not,
 * docs/ABUSE.md 2). Leaves: ended 'exhausted'. Called by deposits and item codes before they start a new
 * condition. True when it ended one; false (nothing changed) when none ran or credit is still in play.
 */
export async function endSpentBonus(ex: Executor, memberId: string): Promise<boolean> {
  if (!(await isSpent(ex, memberId))) return false;
  return endActive(ex, memberId, { reason: 'exhausted' });
}

export interface WithdrawalEnd {
  memberId: string;
  /** The withdrawal's reference, `withdrawal:<id>`: the forfeit's key and what its undo looks for. */
  reference: string;
  /** Satang; `forfeitOf` on the facts the withdrawal was judged on. */
  forfeit: bigint;
}

/**
 * Requires: active, and the withdrawal's hold made in this transaction. Leaves: ended 'withdrawal', ended
 * by `reference`; the forfeit moved to `house:bonusExpense` (kind `forfeit`). Answers the forfeit's
 * transfer id, or null when nothing was forfeited.
 */
export async function forfeitBonus(tx: Executor, w: WithdrawalEnd): Promise<string | null> {
  let forfeitTransferId: string | null = null;
  if (w.forfeit > 0n) {
    const moved = await transfer(tx, {
      from: memberAccount(w.memberId, PLAYABLE_WALLET),
      to: houseAccount('bonusExpense'),
      amount: w.forfeit,
      kind: 'forfeit',
      reference: w.reference,
      idempotencyKey: `${w.reference}:forfeit`,
    });
    forfeitTransferId = moved.transferId;
  }
  await endActive(tx, w.memberId, { reason: 'withdrawal', endedBy: w.reference });
  return forfeitTransferId;
}

/**
 * Requires: the bonus ended by the withdrawal `reference`, whose hold is being voided (operator reject,
 * failed payout) in this transaction, before the void. Leaves: active again with its conditions and the
 * forfeit back (a reversal keyed `<reference>:forfeit:undo`); or, unchanged, ended, when the member has
 * started another bonus meanwhile or made another withdrawal since (that one was judged on what this
 * withdrawal left, without the bonus). True when undone.
 */
export async function undoForfeit(
  tx: Tx,
  w: { memberId: string; reference: string; forfeitTransferId: string | null },
): Promise<boolean> {
  // First, before the member's wallet is locked: a deposit starting a bonus locks that wallet after its
  // bonus row, so waiting for its row while holding the wallet could deadlock.
  const reopened = await reopenEndedBy(tx, w.memberId, w.reference);
  if (!reopened) return false;
  // A withdrawal of the member in flight has committed once this lock is ours.
  await lockForHold(tx, memberAccount(w.memberId, PLAYABLE_WALLET));
  if (await otherWithdrawalSince(tx, w.memberId, w.reference, reopened.receivedAt)) {
    await restoreEnd(tx, reopened, w.reference);
    return false;
  }
  if (w.forfeitTransferId) {
    await reverse(tx, { transferId: w.forfeitTransferId, idempotencyKey: `${w.reference}:forfeit:undo` });
  }
  return true;
}
