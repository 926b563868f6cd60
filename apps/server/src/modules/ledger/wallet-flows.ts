import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import type { WalletKind } from './accounts';

export interface WalletFlowQuery {
  wallet: WalletKind;
  /** Transfer kinds counted; a reversal has its original's kind, so it nets the original out. */
  kinds: readonly string[];
  /** Transfers created in [from, to). */
  from: Date;
  to: Date;
  /** Narrows it to one member. */
  memberId?: string;
}

/**
 * Per member, satang that transfers of `kinds` moved into their `wallet` minus what they moved out of it,
 * created in [from, to): e.g. the bonus and free credit a member was given in a reward period, net of
 * what forfeits took back (cashback's loss base). Members without such transfers are left out.
 */
export async function walletFlowsBetween(ex: Executor, q: WalletFlowQuery): Promise<Map<string, bigint>> {
  if (q.kinds.length === 0) return new Map();
  const kinds = sql.join(
    q.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await ex.execute(sql`
    select a.member_id::text as member_id,
      sum(case when t.to_account_id = a.id then t.amount else -t.amount end)::text as net
    from ledger_transfers t
    join ledger_accounts a on a.id in (t.to_account_id, t.from_account_id)
    where t.kind in (${kinds})
      and t.created_at >= ${q.from.toISOString()}::timestamptz and t.created_at < ${q.to.toISOString()}::timestamptz
      and a.owner = 'member' and a.name = ${q.wallet}
      ${q.memberId === undefined ? sql`` : sql`and a.member_id = ${q.memberId}::uuid`}
    group by a.member_id`);
  const rows = (result as unknown as { rows: Array<{ member_id: string; net: string }> }).rows;
  return new Map(rows.map((r) => [r.member_id, BigInt(r.net)]));
}
