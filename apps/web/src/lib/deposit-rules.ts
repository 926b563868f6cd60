import { fillMessage, type PromotionView } from '@chokdee/contracts';
import { TEXT } from './text';

/**
 * The deposit rules as the member reads them. Deposits have no minimum, but promotions do: when any
 * promotion asks for one, a rule says the lowest, so the rules never contradict the promotion cards.
 */
export function depositRules(promotions: readonly Pick<PromotionView, 'minimumDeposit'>[] = []): string[] {
  const minimums = promotions.map((p) => p.minimumDeposit).filter((min) => min > 0);
  if (minimums.length === 0) return [...TEXT.depositRules];
  const lowest = Math.min(...minimums);
  const [first, ...rest] = TEXT.depositRules;
  return [first ?? '', fillMessage(TEXT.depositRulePromotionMin, { min: lowest }), ...rest];
}
