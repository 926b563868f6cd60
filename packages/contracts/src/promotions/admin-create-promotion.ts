import { z } from 'zod';
import { approvalPendingEnvelope } from '../approvals/approval-request';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminPromotion, promotionFields as f } from './admin-promotion';

export const adminCreatePromotionBody = z
  .object({
    title: f.title,
    imageUrl: f.imageUrl.default(''),
    minimumDeposit: f.minimumDeposit.default(0),
    bonusPercent: f.bonusPercent,
    turnoverAmount: f.turnoverAmount.default(0),
    depositType: f.depositType.default(1),
    maxBonus: f.maxBonus.default(0),
    maxBonusType: f.maxBonusType.default(0),
    maxWithdrawAmount: f.maxWithdrawAmount.default(0),
    maxWithdrawType: f.maxWithdrawType.default(0),
    claimRule: f.claimRule,
    startsAt: f.startsAt.default(null),
    endsAt: f.endsAt.default(null),
    maxClaimsPerMember: f.maxClaimsPerMember.default(null),
    active: f.active.default(true),
    sortOrder: f.sortOrder.default(0),
  })
  .strict();
export type AdminCreatePromotionBody = z.output<typeof adminCreatePromotionBody>;

export const adminCreatePromotion = defineCall({
  method: 'POST',
  path: '/admin/v1/promotions',
  summary:
    'Operator: add a promotion. `claimRule` says who may take it: `firstDeposit` (the member’s first ' +
    'credited deposit ever), `oncePerMember`, `oncePerDay` (Bangkok day) or `everyDeposit`; `startsAt`/`endsAt` ' +
    'bound it in time and `maxClaimsPerMember` caps it per member. A bonus rule has no bound: it always waits ' +
    'for a second staff member (202 with the request) and exists once approved',
  body: adminCreatePromotionBody,
  response: okEnvelope(adminPromotion),
  accepted: approvalPendingEnvelope,
});
