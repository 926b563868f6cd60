import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

/**
 * SPEC §3 "Promotion". Amounts follow SPEC §9: a *Type of 1 means the value is a multiple ('เท่า'),
 * otherwise baht; a MaxBonus or MaxWithdrawAmount of 0 means unlimited. `TurnoverAmount` takes its
 * unit from `DepositType`. `bonusPercent` (ours) is the bonus as a percent of the deposit.
 */
export const promotionView = z.object({
  _id: z.string(),
  title: z.string(),
  ImageUrl: z.string(),
  minimumDeposit: z.number(),
  TurnoverAmount: z.number(),
  DepositType: z.number().int(),
  MaxBonus: z.number(),
  MaxBonusType: z.number().int(),
  MaxWithdrawAmount: z.number(),
  MaxWithdrawType: z.number().int(),
  bonusPercent: z.number().int(),
});
export type PromotionView = z.infer<typeof promotionView>;

export const getPromotions = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/info/promotion',
  summary: 'The active promotions, in display order (empty when the site config turns promotions off)',
  response: okEnvelope(z.array(promotionView)),
});
