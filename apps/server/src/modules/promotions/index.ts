/**
 * The promotions module as other modules see it. The bonus lifecycle's transitions are the only writers
 * of a member's bonus (bonus-lifecycle.ts); the rest are reads and the deposit's bonus decision.
 */
export {
  endSpentBonus,
  forfeitBonus,
  isSpent,
  SPENT_BELOW,
  startBonus,
  undoForfeit,
  type BonusTerms,
  type WithdrawalEnd,
} from './bonus-lifecycle';
export {
  activeBonusOf,
  activeBonusSubquery,
  ITEM_CODE_BONUS_PREFIX,
  toActiveBonus,
  type ActiveBonus,
  type ActiveBonusRow,
} from './active-bonus';
export { findActiveBonus, type BonusRow } from './bonus-repo';
export { bonusMoneyOf } from './bonus-money-repo';
export {
  bonusStateColumns,
  bonusStateOf,
  readBonusState,
  type BonusState,
  type BonusStateRow,
} from './bonus-state';
export { forfeitOf, OWN_MONEY_KINDS, withdrawLimitOf } from './forfeit';
export { payBonus, startDepositBonus, type BonusGrant } from './grant-bonus';
export { linkedBonusLately } from './linked-bonus';
