import { sql, type SQL } from 'drizzle-orm';

/**
 * What other modules read of the member's credit that is out in games (promotions' "spent",
 * docs/ABUSE.md 2), as SQL expressions over a member id, run inside the caller's statement.
 */

/** Satang staked in the member's open rounds, net of refunds: a round still open may pay out. */
export const openStakesSql = (memberId: SQL): SQL =>
  sql`coalesce((select sum(r.bet_amount - r.refund_amount) from game_rounds r
    where r.member_id = ${memberId} and r.status = 'open'), 0)`;

/**
 * Satang transfer-style partners may hold for the member. A partner's reload brings everything back, so
 * it is every transfer out (not refused) since the member's last completed transfer in, plus transfers
 * in still unanswered.
 */
export const partnerHeldSql = (memberId: SQL): SQL =>
  sql`coalesce((select sum(p.amount) from game_partner_transfers p
    where p.member_id = ${memberId}
      and ((p.direction = 'in' and p.status = 'pending')
        or (p.direction = 'out' and p.status <> 'failed' and p.created_at > coalesce(
          (select max(i.created_at) from game_partner_transfers i
            where i.member_id = p.member_id and i.partner = p.partner
              and i.direction = 'in' and i.status = 'done'),
          '-infinity'::timestamptz)))), 0)`;

/**
 * Satang of the member's credit out in games: staked in open rounds or held by transfer-style partners. A
 * capped bonus neither ends nor has its forfeit judged while this is above 0 (docs/ABUSE.md 16.4).
 */
export const creditInGamesSql = (memberId: SQL): SQL =>
  sql`(${openStakesSql(memberId)} + ${partnerHeldSql(memberId)})`;
