import type { Executor } from '../../db/types';
import { insertActiveBonus, type NewBonus } from './bonus-repo';
import { bonusStartMark } from './forfeit';

/**
 * The one way a bonus begins, for deposits and item codes: its row with the mark its own money is
 * counted from (forfeit.ts), read before the credit that starts it. Undefined when one already runs
 * (the partial unique index decides) or a parallel call took the same claim.
 */
export async function beginBonus(tx: Executor, bonus: Omit<NewBonus, 'ownAtStart' | 'startEntryId'>) {
  return insertActiveBonus(tx, { ...bonus, ...(await bonusStartMark(tx, bonus.memberId)) });
}
