import type { PromotionView } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import type { ConfigService } from '../config/service';
import { reasonText, whyNot } from './claim-rules';
import {
  listActivePromotions,
  listPromotionsWithFacts,
  setIsBonus,
  type PromotionRow,
} from './promotion-repo';

/** Satang and hundredths of a multiple both read as value / 100 on the wire (baht, or 'เท่า'). */
const wire = (value: bigint) => Number(value) / 100;

export function toPromotionView(p: PromotionRow): PromotionView {
  return {
    _id: p.id,
    title: p.title,
    ImageUrl: p.imageUrl,
    minimumDeposit: wire(p.minimumDeposit),
    TurnoverAmount: wire(p.turnoverAmount),
    DepositType: p.depositType,
    MaxBonus: wire(p.maxBonus),
    MaxBonusType: p.maxBonusType,
    MaxWithdrawAmount: wire(p.maxWithdrawAmount),
    MaxWithdrawType: p.maxWithdrawType,
    bonusPercent: p.bonusPercent,
  };
}

export function createPromotionService(db: Db, config: ConfigService) {
  return {
    /**
     * What the promotion list shows: nothing while the site config turns promotions off. For a signed-in
     * member each promotion also says whether their next deposit may take it, by the rule the deposit
     * applies (claim-rules.ts), and the Thai reason when not.
     */
    async list(memberId: string | null): Promise<PromotionView[]> {
      if (!(await config.get()).Promotion) return [];
      if (!memberId) return (await listActivePromotions(db)).map(toPromotionView);
      return (await listPromotionsWithFacts(db, memberId)).map((p) => {
        const reason = whyNot(p, { ...p, firstDeposit: !p.hasDeposited });
        return { ...toPromotionView(p), canClaim: reason === null, reason: reason && reasonText(reason) };
      });
    },

    async setPreference(memberId: string, isBonus: boolean) {
      if (!(await setIsBonus(db, memberId, isBonus))) throw fail('UNAUTHORIZED', 'unauthorized');
      return { isBonus };
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
