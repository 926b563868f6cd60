import { sql } from 'drizzle-orm';
import { ledgerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';
import { memberAccount, PLAYABLE_WALLET } from './accounts';

/**
 * The members' last `limit` deposits into the playable wallet (not reversed), newest first, for every member
 * at once in one statement (the withdrawal queue's rows carry them).
 */
export async function recentDepositsOf(ex: Executor, memberIds: string[], limit: number) {
  if (memberIds.length === 0) return [];
  const accounts = memberIds.map((id) => memberAccount(id, PLAYABLE_WALLET).id);
  const t = ledgerTransfers;
  const res = await ex.execute(sql`
    select a.id as account_id, d.amount::text as amount, d.created_at as at
    from unnest(array[${sql.join(accounts, sql`, `)}]::text[]) as a(id)
    cross join lateral (
      select ${t.amount} as amount, ${t.createdAt} as created_at from ${t}
      where ${t.toAccountId} = a.id and ${t.kind} = 'deposit' and ${t.reversesTransferId} is null
        and not exists (select 1 from ${t} r where r.reverses_transfer_id = ${t.id})
      order by ${t.createdAt} desc limit ${limit}) d
    order by a.id, d.created_at desc`);
  const found = (res as unknown as { rows: Array<{ account_id: string; amount: string; at: Date | string }> })
    .rows;
  return found.map((r) => ({
    memberId: r.account_id.split(':')[1]!,
    amount: BigInt(r.amount),
    at: new Date(r.at),
  }));
}
