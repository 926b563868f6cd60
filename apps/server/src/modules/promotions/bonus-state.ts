import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/** What a deposit's bonus decision needs to know about the member before any promotion is read. */
export interface BonusState {
  /** The member receives promotions (SPEC §4, `members.is_bonus`). */
  isBonus: boolean;
  /** One of the member's bonuses is running. */
  bonusRunning: boolean;
  /** The member was credited a deposit before (`members.first_deposit_ref`): this one is not the first. */
  hasDeposited: boolean;
}

export interface BonusStateRow {
  is_bonus: boolean | null;
  bonus_running: boolean;
  has_deposited: boolean | null;
}

/**
 * The member's BonusState as the columns `is_bonus`, `bonus_running` and `has_deposited` over the member id
 * `memberId`, so a statement of another module (the bank feed's statement insert) reads it in the
 * same round trip; `readBonusState` turns the row back.
 */
export function bonusStateColumns(memberId: SQL) {
  return sql`(select m.is_bonus from members m where m.id = ${memberId}) as is_bonus,
    exists (select 1 from member_bonuses b where b.member_id = ${memberId} and b.status = 'active')
      as bonus_running,
    (select m.first_deposit_ref is not null from members m where m.id = ${memberId}) as has_deposited`;
}

export function readBonusState(row: BonusStateRow): BonusState {
  // No member row (null) reads as deposited: nothing is marked for it.
  return {
    isBonus: row.is_bonus ?? false,
    bonusRunning: row.bonus_running,
    hasDeposited: row.has_deposited ?? true,
  };
}

/** The member's BonusState in one statement. */
export async function bonusStateOf(ex: Executor, memberId: string): Promise<BonusState> {
  const result = await ex.execute(sql`select ${bonusStateColumns(sql`${memberId}::uuid`)}`);
  // node-postgres and PGlite both answer `{ rows }`.
  return readBonusState((result as unknown as { rows: BonusStateRow[] }).rows[0]!);
}
