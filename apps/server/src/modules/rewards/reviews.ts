import { TH, type AdminRewardReview, type RewardReviewStatus } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { transfer } from '../ledger';
import { memberPhoneOf } from '../members';
import { audit, type AuditWho } from '../staff';
import type { RewardComputation } from './computation';
import { percentOf } from './rates';
import { insertCredit } from './repo';
import { decideReview, listReviews, lockReview, type RewardReviewRow } from './review-repo';
import { rewardTransfer } from './run-periods';

export function toAdminReview(r: RewardReviewRow, memberPhone: string): AdminRewardReview {
  return {
    id: r.id,
    kind: r.kind as AdminRewardReview['kind'],
    period: r.periodKey,
    memberId: r.memberId,
    memberPhone,
    base: toBaht(r.base),
    rate: percentOf(r.ratePpm),
    amount: toBaht(r.amount),
    reason: r.reason as AdminRewardReview['reason'],
    status: r.status as RewardReviewStatus,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    transferId: r.transferId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** What the audit log keeps: the record as staff see it, without the member's phone. */
function auditView(r: RewardReviewRow) {
  const { memberPhone: _, createdAt: __, ...view } = toAdminReview(r, '');
  return view;
}

/**
 * The operator's decisions on credits that wait for review (docs/ABUSE.md 16.5). Approval pays the credit as
 * the run would have (rewardTransfer: same wallet, house account and ledger key) and records its
 * reward_credits row; refusal pays nothing. Each in one transaction with its audit entry; the review row is
 * locked first, so of parallel decisions one wins and the others find it decided (409).
 */
export function createRewardReviews(db: Db, computations: RewardComputation[]) {
  async function decide(id: string, who: AuditWho, verb: 'approve' | 'refuse') {
    const review = await db.transaction(async (tx) => {
      const row = await lockReview(tx, id);
      if (!row) throw fail('NOT_FOUND', 'notFound');
      if (row.status !== 'review') throw fail('CONFLICT', 'alreadyProcessed');
      let decided: RewardReviewRow;
      if (verb === 'approve') {
        const comp = computations.find((c) => c.kind === row.kind)!;
        const { transferId } = await transfer(tx, rewardTransfer(comp, row.periodKey, row));
        await insertCredit(tx, {
          kind: row.kind,
          periodKey: row.periodKey,
          memberId: row.memberId,
          level: row.level,
          base: row.base,
          ratePpm: row.ratePpm,
          amount: row.amount,
          sources: row.sources,
          transferId,
        });
        decided = await decideReview(tx, id, { status: 'approved', by: who.actor, transferId });
      } else {
        decided = await decideReview(tx, id, { status: 'refused', by: who.actor });
      }
      await audit(tx, {
        ...who,
        action: `rewards.review.${verb}`,
        target: `reward-review:${id}`,
        before: auditView(row),
        after: auditView(decided),
      });
      return decided;
    });
    return {
      data: toAdminReview(review, (await memberPhoneOf(db, review.memberId))!),
      message: verb === 'approve' ? TH.rewardReviewApproved : TH.rewardReviewRefused,
    };
  }

  return {
    approve: (id: string, who: AuditWho) => decide(id, who, 'approve'),
    refuse: (id: string, who: AuditWho) => decide(id, who, 'refuse'),
    async list(q: { status?: RewardReviewStatus; memberId?: string; page: number; pageSize: number }) {
      const { total, items } = await listReviews(db, q);
      return { total, items: items.map((i) => toAdminReview(i.review, i.memberPhone)) };
    },
  };
}
export type RewardReviews = ReturnType<typeof createRewardReviews>;
