import type { PayoutResult } from '../../adapters/payout';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import { postHold, voidHold } from '../ledger';
import { undoForfeit } from '../promotions';
import { audit, type AuditWho } from '../staff';
import {
  claimStuckPayout,
  findWithdrawal,
  markResolved,
  releasePayoutLeases,
  type WithdrawalRow,
} from './repo';

/** How long a recovery run owns a payout it resends: far longer than a gateway call may take. */
const PAYOUT_LEASE_SEC = 300;
/** Payouts one recovery run resends at most (the next run takes the rest). */
const RECOVERY_BATCH = 100;

/**
 * Pays withdrawals that are in 'paying' and records the outcome. The call to the payout service runs
 * outside any transaction (it may take seconds) with the key stored on the row, so a crash at any
 * point leaves a row that `recover` pays again under the same key: the gateway answers a repeated key
 * with its first outcome, and the settlement applies only while the row is still 'paying' (its guarded
 * update locks the row, then the hold is posted or voided in the same transaction).
 */
export function createPayoutRunner(ctx: Pick<AppContext, 'db' | 'metrics' | 'log' | 'adapters'>) {
  /**
   * The row after the attempt: paid, failed (money returned), or still paying when the outcome is unknown.
   * `recoveredBy`: staff resent it (a recovery they started), so its settlement is audited.
   */
  async function payAndSettle(w: WithdrawalRow, recoveredBy?: AuditWho): Promise<WithdrawalRow> {
    let result: PayoutResult;
    try {
      result = await ctx.adapters.payout.pay({
        key: w.payoutKey,
        amount: w.amount,
        bankCode: w.bankCode,
        bankAccount: w.bankAccount,
        accountName: w.accountName,
      });
    } catch (err) {
      // Unknown is not failed: the money may have left, so nothing is returned until the gateway says so.
      ctx.log.warn({ err, withdrawalId: w.id }, 'payout outcome unknown; recovery will retry it');
      return w;
    }
    return settle(w.id, result, recoveredBy);
  }

  async function settle(id: string, result: PayoutResult, recoveredBy?: AuditWho): Promise<WithdrawalRow> {
    const { row, paidNow } = await ctx.db.transaction(async (tx) => {
      const outcome =
        result.status === 'paid'
          ? { status: 'paid' as const, payoutReference: result.reference }
          : { status: 'failed' as const, payoutReference: result.reference, reason: result.reason };
      const settled = await markResolved(tx, id, 'paying', outcome);
      if (!settled) {
        // Settled meanwhile (a recovery run or a parallel retry): its outcome stands.
        const current = await findWithdrawal(tx, id);
        if (!current) throw new Error(`withdrawal ${id} vanished`);
        return { row: current, paidNow: false };
      }
      if (result.status === 'paid') await postHold(tx, settled.holdId);
      else {
        await undoBonusEnd(tx, settled);
        await voidHold(tx, settled.holdId);
      }
      if (recoveredBy) {
        await audit(tx, {
          ...recoveredBy,
          action: 'withdrawals.recover',
          target: `withdrawal:${id}`,
          before: { status: 'paying' },
          after: { status: settled.status, ...(settled.reason && { reason: settled.reason }) },
        });
      }
      return { row: settled, paidNow: result.status === 'paid' };
    });
    if (paidNow) ctx.metrics.withdrawalsPaid.inc();
    return row;
  }

  /**
   * Resends the payouts unresolved for at least `olderThanSec` (crash, timeout) under their own keys, one
   * claimed at a time: runs in several processes at once never resend the same payout. `by`: the staff
   * member or key who started this run (none for the periodic run): each payout it settles is audited.
   */
  async function recover(olderThanSec: number, by?: AuditWho) {
    const counts = { checked: 0, paid: 0, failed: 0, paying: 0 };
    // Still unknown after the resend: leased until this run ends, so the run does not take them again.
    const unresolved: string[] = [];
    try {
      while (counts.checked < RECOVERY_BATCH) {
        const w = await claimStuckPayout(ctx.db, olderThanSec, PAYOUT_LEASE_SEC);
        if (!w) break;
        counts.checked += 1;
        const { status } = await payAndSettle(w, by);
        if (status === 'paid' || status === 'failed' || status === 'paying') counts[status] += 1;
        if (status === 'paying') unresolved.push(w.id);
      }
    } finally {
      await releasePayoutLeases(ctx.db, unresolved);
    }
    return counts;
  }

  /** No gateway (production without PAYOUT_URL): nothing is paid automatically; the operator marks payments. */
  const manual = ctx.adapters.payout.manual === true;

  return { payAndSettle, recover, manual };
}
export type PayoutRunner = ReturnType<typeof createPayoutRunner>;

/**
 * When a withdrawal's hold is voided (failed payout, operator reject), in that transaction and before
 * the void: the bonus it ended runs again and its forfeit comes back (promotions' `undoForfeit`).
 */
export function undoBonusEnd(tx: Tx, w: Pick<WithdrawalRow, 'id' | 'memberId' | 'forfeitTransferId'>) {
  return undoForfeit(tx, {
    memberId: w.memberId,
    reference: `withdrawal:${w.id}`,
    forfeitTransferId: w.forfeitTransferId,
  });
}
