import { TH, type AdminWithdrawal, type WithdrawalStatus } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { shownAccountNumber } from '../../lib/mask';
import { toBaht } from '../../lib/money';
import type { Tx } from '../../db/types';
import { paidMemberWithin } from '../approvals';
import { postHold, voidHold } from '../ledger';
import { audit, type AuditWho } from '../staff';
import { undoBonusEnd, type PayoutRunner } from './payouts';
import {
  findWithdrawalView,
  listWithdrawals,
  lockWithdrawal,
  markPaidByOperator,
  markPaying,
  markResolved,
  type WithdrawalViewRow,
} from './repo';

/** What the operator is told after an approval, by the state it left the withdrawal in. */
const APPROVAL_MESSAGE = {
  /** Only without a gateway: approval cannot pay, the operator transfers and then marks it paid. */
  pending: TH.withdrawalAwaitingManualPayout,
  paid: TH.withdrawalPaid,
  paying: TH.withdrawalPaying,
  failed: TH.withdrawalPayoutFailedAdmin,
} as const;

/**
 * A staff member who assigned a deposit to a member in this many hours (as maker or checker) does not pay
 * that member out: one person could otherwise credit a stranger's transfer and approve its withdrawal.
 */
const ASSIGNER_COOLING_HOURS = 30 * 24;

/** Refuses `who` paying out a member whose deposit they assigned (issue 23, hole 3). */
async function checkNotAssigner(tx: Tx, who: AuditWho, memberId: string) {
  const assigned = await paidMemberWithin(tx, {
    actor: who.actor,
    kind: 'deposits.assign',
    memberId,
    hours: ASSIGNER_COOLING_HOURS,
  });
  if (assigned) throw fail('FORBIDDEN', 'withdrawalAssignedByYou');
}

export function createWithdrawalAdmin({
  ctx,
  payouts,
}: {
  ctx: Pick<AppContext, 'db' | 'metrics'>;
  payouts: PayoutRunner;
}) {
  const { db } = ctx;

  async function viewOf(id: string) {
    const row = await findWithdrawalView(db, id);
    if (!row) throw fail('NOT_FOUND', 'notFound');
    return toAdminWithdrawal(row);
  }

  return {
    /** `fullAccounts`: the caller may pay; others see account numbers masked but for the last 4 digits. */
    async list(
      query: { status?: WithdrawalStatus; page: number; pageSize: number },
      { fullAccounts }: { fullAccounts: boolean },
    ) {
      const { total, items } = await listWithdrawals(db, query);
      const views = items.map(toAdminWithdrawal);
      return {
        total,
        items: views.map((v) => ({ ...v, bankAccount: shownAccountNumber(v.bankAccount, fullAccounts) })),
      };
    },

    /**
     * Claims a pending withdrawal for payment (pending → paying under its row lock, so parallel approvals
     * and a parallel rejection see the claim), then pays it after the commit. A repeat answers the state.
     */
    async approve(id: string, who: AuditWho) {
      const claimed = await db.transaction(async (tx) => {
        const w = await lockWithdrawal(tx, id);
        if (!w) throw fail('NOT_FOUND', 'notFound');
        if (w.status === 'pending') {
          await checkNotAssigner(tx, who, w.memberId);
          // Without a gateway approval changes nothing (the operator pays, then marks it paid): no entry.
          if (payouts.manual) return null;
          const paying = await markPaying(tx, id);
          await audit(tx, {
            ...who,
            ...change('approve', id),
            before: { status: w.status },
            after: { status: paying.status },
          });
          return paying;
        }
        if (w.status === 'paying' || w.status === 'paid') return null;
        throw fail('CONFLICT', 'alreadyProcessed');
      });
      if (claimed) await payouts.payAndSettle(claimed);
      const view = await viewOf(id);
      return { view, message: APPROVAL_MESSAGE[view.status as keyof typeof APPROVAL_MESSAGE] };
    },

    /**
     * Records a payment the operator made by hand at the bank (manual payouts, or a pending one paid
     * outside the gateway): pending → paid with the bank's reference and its hold posted, in one
     * transaction under the row lock, so a parallel approval or rejection sees it. Never from 'paying':
     * a gateway may be paying that one. A repeat with the same reference answers the state.
     */
    async markPaid(id: string, reference: string, who: AuditWho) {
      const paidNow = await db.transaction(async (tx) => {
        const w = await lockWithdrawal(tx, id);
        if (!w) throw fail('NOT_FOUND', 'notFound');
        if (w.status === 'paid' && w.payoutReference === reference) return false;
        if (w.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        await checkNotAssigner(tx, who, w.memberId);
        await markPaidByOperator(tx, id, reference);
        await postHold(tx, w.holdId);
        await audit(tx, {
          ...who,
          ...change('paid', id),
          before: { status: w.status },
          after: { status: 'paid', payoutReference: reference },
        });
        return true;
      });
      if (paidNow) ctx.metrics.withdrawalsPaid.inc();
      return viewOf(id);
    },

    /** Voids the hold of a pending withdrawal: the money is spendable again at once. */
    async reject(id: string, reason: string | undefined, who: AuditWho) {
      await db.transaction(async (tx) => {
        const w = await lockWithdrawal(tx, id);
        if (!w) throw fail('NOT_FOUND', 'notFound');
        if (w.status === 'rejected') return;
        if (w.status !== 'pending') throw fail('CONFLICT', 'alreadyProcessed');
        // The bonus this withdrawal ended runs again and its forfeit comes back (promotions' `undoForfeit`).
        await undoBonusEnd(tx, w);
        await voidHold(tx, w.holdId);
        await markResolved(tx, id, 'pending', { status: 'rejected', reason: reason ?? null });
        await audit(tx, {
          ...who,
          ...change('reject', id),
          before: { status: w.status },
          after: { status: 'rejected', reason: reason ?? null },
        });
      });
      return viewOf(id);
    },
  };
}
export type WithdrawalAdmin = ReturnType<typeof createWithdrawalAdmin>;

/** The audit entry's action and target of a staff change to withdrawal `id` (`withdrawals.<verb>`). */
const change = (verb: 'approve' | 'reject' | 'paid', id: string) => ({
  action: `withdrawals.${verb}`,
  target: `withdrawal:${id}`,
});

function toAdminWithdrawal({ withdrawal: w, phoneNumber, forfeited }: WithdrawalViewRow): AdminWithdrawal {
  return {
    id: w.id,
    memberId: w.memberId,
    phoneNumber,
    amount: toBaht(w.amount),
    channel: w.channel,
    bankCode: w.bankCode,
    bankAccount: w.bankAccount,
    accountName: w.accountName,
    status: w.status as WithdrawalStatus,
    holdId: w.holdId,
    payoutReference: w.payoutReference,
    bonusPromotionId: w.bonusPromotionId,
    forfeited: toBaht(forfeited),
    reason: w.reason,
    reviewReason: w.reviewReason as AdminWithdrawal['reviewReason'],
    createdAt: w.createdAt.toISOString(),
    payingSince: w.payingSince?.toISOString() ?? null,
    resolvedAt: w.resolvedAt?.toISOString() ?? null,
  };
}
