import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { creditInGamesSql } from '../games/credit-out';
import { availableSql, memberAccount, PLAYABLE_WALLET } from '../ledger';
import { endBonus } from './bonus-repo';

/**
 * Credit in play below this (1 baht) when the next deposit or item code arrives means the running bonus
 * was played out or lost: it ends ('exhausted'), so it neither blocks a new condition nor caps new money.
 */
export const SPENT_BELOW = 100n;

/**
 * Satang the member still has in play (docs/decisions/038-spent-counts-credit-in-play.md, docs/ABUSE.md 2):
 * the playable credit not reserved by withdrawals, plus the stakes of their open rounds, plus what
 * transfer-style partners may hold for them (games/credit-out.ts). One statement, so a bet or a transfer
 * committing meanwhile is seen on both sides or on neither.
 */
export async function creditInPlay(ex: Executor, memberId: string): Promise<bigint> {
  const member = sql`${memberId}::uuid`;
  const result = await ex.execute(sql`
    select ${availableSql(memberAccount(memberId, PLAYABLE_WALLET).id)} + ${creditInGamesSql(member)}
      as in_play`);
  // node-postgres and PGlite both answer `{ rows }`; a sum of bigints is numeric, read as text.
  const [row] = (result as unknown as { rows: Array<{ in_play: string | number }> }).rows;
  return BigInt(row?.in_play ?? 0);
}

/**
 * Ends the member's running bonus when its credit is spent (below SPENT_BELOW in play): the one home of
 * "spent", used by deposits (`startBonus`) and item codes before they start a new condition. True when
 * it ended one.
 */
export async function endBonusIfSpent(ex: Executor, memberId: string): Promise<boolean> {
  if ((await creditInPlay(ex, memberId)) >= SPENT_BELOW) return false;
  return endBonus(ex, memberId, 'exhausted');
}
