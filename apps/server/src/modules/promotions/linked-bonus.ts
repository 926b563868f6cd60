import { sql, type SQL } from 'drizzle-orm';
import { linkedIdsOf } from '../links';

/** How long after a linked account's bonus ended its money may still be arriving here. */
export const LINKED_BONUS_DAYS = 7;

/**
 * SQL: whether another account of the same person holds a bonus or ended one lately (docs/ABUSE.md 11).
 * Money lost there on one side of a shared hand wins here on the other, free of the bonus's turnover
 * and cap, so a withdrawal then waits for a person to look at both accounts.
 */
export function linkedBonusLately(memberId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from member_bonuses lb where lb.member_id in ${linkedIdsOf(memberId)}
    and (lb.status = 'active' or lb.ended_at > now() - make_interval(days => ${LINKED_BONUS_DAYS})))`;
}
