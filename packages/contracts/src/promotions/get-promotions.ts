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
  /**
   * Ours, only when a signed-in member asks: whether their next qualifying deposit may take it, and if
   * not the Thai reason ('รับได้เฉพาะการฝากครั้งแรก', 'วันนี้รับแล้ว', 'หมดเขตแล้ว', ...).
   */
  canClaim: z.boolean().optional(),
  reason: z.string().nullable().optional(),
  /**
   * Ours, with `canClaim`: how the member takes it, in Thai ('รับได้เมื่อฝากครั้งถัดไป ขั้นต่ำ 100 บาท',
   * 'เปิด "รับโปรโมชั่น" ด้านบน แล้วฝาก…'); null where nothing the member does makes it theirs.
   */
  how: z.string().nullable().optional(),
});
export type PromotionView = z.infer<typeof promotionView>;

export const getPromotions = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/info/promotion',
  summary:
    'The active promotions, in display order (empty when the site config turns promotions off). With a ' +
    "member's bearer token, each also says whether that member can still take it (`canClaim`, `reason`) " +
    'and how (`how`)',
  response: okEnvelope(z.array(promotionView)),
});
