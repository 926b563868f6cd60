import { commitNews } from '../../db/after-commit';

/** A deposit credited without its bonus because of the member's own protection (protectDeposit). */
export interface DepositFlagged {
  memberId: string;
  reason: 'depositLimit' | 'break';
  /** Satang. */
  amount: bigint;
}

const flagged = commitNews<DepositFlagged>();

/**
 * Hears every flagged deposit on `db` once its credit has committed: member push tells the member's open
 * screens why no bonus came. A credit that rolls back tells nobody.
 */
export const onDepositFlagged = flagged.on;

/** Called inside the crediting transaction when the deposit is flagged. */
export const announceFlag = flagged.announce;
