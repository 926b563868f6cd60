import { fillMessage, TH, type PromotionView } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import type { ConfigService } from '../config';
import { isSpent } from './bonus-lifecycle';
import { refuseDuringBreak } from '../play-limits';
import { bonusStateOf } from './bonus-state';
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
     * member each promotion also says whether their next deposit would take it, as the deposit decides
     * (grant-bonus.ts `startDepositBonus`): the promotion's own rule (claim-rules.ts), then a bonus still running
     * (unless its credit is spent: the deposit ends it then), then the member's choice; with the Thai
     * reason when not, and how to take it where the member can.
     */
    async list(memberId: string | null): Promise<PromotionView[]> {
      if (!(await config.get()).Promotion) return [];
      if (!memberId) return (await listActivePromotions(db)).map(toPromotionView);
      const [rows, state] = await Promise.all([
        listPromotionsWithFacts(db, memberId),
        bonusStateOf(db, memberId),
      ]);
      const running = state.bonusRunning && !(await isSpent(db, memberId));
      return rows.map((p) => {
        const view = toPromotionView(p);
        const min = { min: view.minimumDeposit };
        const rule = whyNot(p, { ...p, firstDeposit: !p.hasDeposited });
        if (rule) return { ...view, canClaim: false, reason: reasonText(rule), how: null };
        if (running) {
          return {
            ...view,
            canClaim: false,
            reason: TH.promotionBonusRunning,
            how: TH.promotionHowAfterRunning,
          };
        }
        if (!state.isBonus) {
          return {
            ...view,
            canClaim: false,
            reason: TH.promotionOptedOut,
            how: fillMessage(TH.promotionHowOptIn, min),
          };
        }
        return { ...view, canClaim: true, reason: null, how: fillMessage(TH.promotionHowDeposit, min) };
      });
    },

    async setPreference(memberId: string, isBonus: boolean) {
      // Taking promotions up again waits for a break's end; turning them off never does.
      if (isBonus) await refuseDuringBreak(db, memberId);
      if (!(await setIsBonus(db, memberId, isBonus))) throw fail('UNAUTHORIZED', 'unauthorized');
      return { isBonus };
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
