import { fillMessage, TH_WEB, type PromotionView } from '@chokdee/contracts';

/**
 * The deposit rules as the member reads them. Deposits have no minimum, but promotions do: when any
 * promotion asks for one, a rule says the lowest, so the rules never contradict the promotion cards.
 */
export function depositRules(promotions: readonly Pick<PromotionView, 'minimumDeposit'>[] = []): string[] {
  const minimums = promotions.map((p) => p.minimumDeposit).filter((min) => min > 0);
  if (minimums.length === 0) return [...TH_WEB.depositRules];
  const lowest = Math.min(...minimums);
  const [first, ...rest] = TH_WEB.depositRules;
  return [first, fillMessage(TH_WEB.depositRulePromotionMin, { min: lowest }), ...rest];
}
