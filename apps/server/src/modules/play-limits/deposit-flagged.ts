import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/types';

/** A deposit credited without its bonus because of the member's own protection (protectDeposit). */
export interface DepositFlagged {
  memberId: string;
  reason: 'depositLimit' | 'break';
  /** Satang. */
  amount: bigint;
}

type Listener = (flagged: DepositFlagged) => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Hears every flagged deposit on `db` once its credit has committed: member push tells the member's open
 * screens why no bonus came. A credit that rolls back tells nobody.
 */
export function onDepositFlagged(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called inside the crediting transaction when the deposit is flagged. */
export function announceFlag(flagged: DepositFlagged) {
  afterCommit((db) => {
    for (const listener of listeners.get(db) ?? []) listener(flagged);
  });
}
