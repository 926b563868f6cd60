import type { Executor } from '../../db/types';
import { lockLinkKeys } from '../links';
import { houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import { bonusConditions, pickPromotion } from './bonus-rules';
import { claimKeys, whyNot } from './claim-rules';
import { endSpentBonus, startBonus } from './bonus-lifecycle';
import type { BonusState } from './bonus-state';
import { listPromotionsWithFacts, markFirstDeposit, setIsBonus } from './promotion-repo';

export interface BonusGrant {
  promotionId: string;
  /** Satang. */
  bonus: bigint;
}

export interface DepositForBonus {
  memberId: string;
  /** The bank reference of the deposit. */
  ref: string;
  /** Satang. */
  amount: bigint;
  /** The site config's `Promotion` switch. */
  promotionsOn: boolean;
}

/**
 * Decides, inside the deposit's transaction and before the deposit is credited, whether it starts a
 * bonus (docs/rules/promotions.md rule 1): only for a member who receives promotions, has no bonus
 * running, and whose deposit earns something from a promotion they may still take (claim-rules.ts).
 * `state` is the member's, read in this transaction
 * (`bonusStateOf`, or with the caller's own statement). Records the bonus state; `payBonus` moves the
 * money.
 */
export async function startDepositBonus(
  tx: Executor,
  d: DepositForBonus,
  state: BonusState,
): Promise<BonusGrant | null> {
  let running = state.bonusRunning;
  // A bonus staked in an open round or held by a partner is not spent (docs/ABUSE.md 2).
  if (running && (await endSpentBonus(tx, d.memberId))) running = false;
  // Before any way out: an opted-out member's first deposit is their first too (firstDeposit promotions).
  const firstDeposit = !state.hasDeposited && (await markFirstDeposit(tx, d.memberId, d.ref));
  if (!state.isBonus) {
    // SPEC §4: not receiving promotions needs no promotion running; while one runs, the status goes back.
    if (running) await setIsBonus(tx, d.memberId, true);
    return null;
  }
  if (running || !d.promotionsOn) return null;
  // A linked account's claim in flight is seen, not raced: its transaction holds a shared key (links).
  await lockLinkKeys(tx, d.memberId);
  // Only the promotions this member may still take (claim-rules.ts), judged in this transaction.
  const eligible = (await listPromotionsWithFacts(tx, d.memberId)).filter(
    (p) => whyNot(p, { ...p, firstDeposit }) === null,
  );
  const pick = pickPromotion(eligible, d.amount);
  if (!pick) return null;
  const { promotion, bonus } = pick;
  // Before this deposit is credited: own money is counted from here (bonus-lifecycle.ts).
  const started = await startBonus(tx, {
    ...claimKeys(promotion),
    memberId: d.memberId,
    promotionId: promotion.id,
    depositRef: d.ref,
    depositAmount: d.amount,
    bonusAmount: bonus,
    turnoverType: promotion.depositType,
    maxWithdrawType: promotion.maxWithdrawType,
    ...bonusConditions(promotion, d.amount, bonus),
  });
  // A parallel deposit of the same member started one first, or took this claim: this deposit earns none.
  return started ? { promotionId: promotion.id, bonus } : null;
}

/** The bonus transfer, from the house's bonus expense to the member's playable credit. */
export function payBonus(tx: Executor, memberId: string, ref: string, grant: BonusGrant) {
  return transfer(tx, {
    from: houseAccount('bonusExpense'),
    to: memberAccount(memberId, PLAYABLE_WALLET),
    amount: grant.bonus,
    kind: 'bonus',
    reference: `deposit:${ref}`,
    idempotencyKey: `bonus:${ref}`,
    meta: { promotionId: grant.promotionId },
  });
}
