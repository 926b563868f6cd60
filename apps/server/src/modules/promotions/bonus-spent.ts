import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { memberAccount, PLAYABLE_WALLET } from '../ledger';
import { endBonus } from './bonus-repo';

/**
 * Credit in play below this (1 baht) when the next deposit or item code arrives means the running bonus
 * was played out or lost: it ends ('exhausted'), so it neither blocks a new condition nor caps new money.
 */
export const SPENT_BELOW = 100n;

/**
 * Satang the member still has in play (docs/DECISIONS.md "Promotions", docs/ABUSE.md 2): the playable
 * credit not reserved by withdrawals, plus the stakes of their open rounds (bets net of refunds: a
 * round still open may pay out), plus what transfer-style partners may hold for them. A partner's reload
 * brings everything back, so what it holds is every transfer out (not refused) since the member's last
 * completed transfer in, plus transfers in still unanswered. One statement, so a bet or a transfer
 * committing meanwhile is seen on both sides or on neither.
 */
export async function creditInPlay(ex: Executor, memberId: string): Promise<bigint> {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  const result = await ex.execute(sql`
    select
      coalesce((select a.balance - a.held from ledger_accounts a where a.id = ${account}), 0)
      + coalesce((select sum(r.bet_amount - r.refund_amount) from game_rounds r
          where r.member_id = ${memberId}::uuid and r.status = 'open'), 0)
      + coalesce((select sum(p.amount) from game_partner_transfers p
          where p.member_id = ${memberId}::uuid
            and ((p.direction = 'in' and p.status = 'pending')
              or (p.direction = 'out' and p.status <> 'failed' and p.created_at > coalesce(
                (select max(i.created_at) from game_partner_transfers i
                  where i.member_id = p.member_id and i.partner = p.partner
                    and i.direction = 'in' and i.status = 'done'),
                '-infinity'::timestamptz)))), 0)
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
