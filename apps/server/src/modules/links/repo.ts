import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/**
 * How lately both accounts must have used an address for it to link them
 * (docs/decisions/051-account-links.md).
 */
export const ADDRESS_LINK_DAYS = 90;
const recent = (column: SQL) => sql`${column} > now() - make_interval(days => ${ADDRESS_LINK_DAYS})`;

/**
 * SQL for the ids of the accounts linked to `memberId`, itself excluded (docs/ABUSE.md 11): the same
 * holder name from a bank's lookup, or a public address both used within ADDRESS_LINK_DAYS. One hop,
 * no chains: each link is a fact about the two accounts. `memberId` may be a value or a column.
 */
export function linkedIdsOf(memberId: SQL | string): SQL {
  return sql`(select l2.id from members l1
      join members l2 on l2.holder_key = l1.holder_key and l2.id <> l1.id
      where l1.id = ${memberId}::uuid and l1.holder_key is not null
    union
    select a2.member_id from member_addresses a1
      join member_addresses a2 on a2.ip = a1.ip and a2.member_id <> a1.member_id
      where a1.member_id = ${memberId}::uuid and ${recent(sql`a1.last_seen`)} and ${recent(sql`a2.last_seen`)})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One array parameter (drizzle would spread a JS array into a list of parameters). */
function uuidArray(ids: string[]): SQL {
  if (!ids.every((id) => UUID.test(id))) throw new Error('not a member id');
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** The linked pairs among `memberIds`, each once as [smaller id, larger id]. */
export async function linksAmong(ex: Executor, memberIds: string[]): Promise<Array<[string, string]>> {
  if (memberIds.length < 2) return [];
  const ids = uuidArray(memberIds);
  const result = await ex.execute(sql`
    select m1.id as a, m2.id as b from members m1
      join members m2 on m2.holder_key = m1.holder_key and m1.id < m2.id
      where m1.id = any(${ids}) and m2.id = any(${ids})
    union
    select a1.member_id, a2.member_id from member_addresses a1
      join member_addresses a2 on a2.ip = a1.ip and a1.member_id < a2.member_id
      where a1.member_id = any(${ids}) and a2.member_id = any(${ids})
        and ${recent(sql`a1.last_seen`)} and ${recent(sql`a2.last_seen`)}`);
  return (result as unknown as { rows: Array<{ a: string; b: string }> }).rows.map((r) => [r.a, r.b]);
}

/**
 * Makes the member's claims wait for any linked account's claim in flight (promotions, claim-rules):
 * a transaction lock per link key of the member (holder name, recent addresses), taken in one order so
 * two accounts that share keys cannot wait on each other. Linked accounts share at least one key.
 */
export async function lockLinkKeys(tx: Executor, memberId: string): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select hashtextextended('link:name:' || holder_key, 0) as k from members
        where id = ${memberId}::uuid and holder_key is not null
      union
      select hashtextextended('link:ip:' || ip, 0) from member_addresses
        where member_id = ${memberId}::uuid and ${recent(sql`last_seen`)}
    ) keys order by k`);
}
