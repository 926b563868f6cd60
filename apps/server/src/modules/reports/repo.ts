import { sql } from 'drizzle-orm';
import { dayOf, inRange, type Bounds, type CountRow } from '../../db/day-range-sql';
import { rows } from '../../db/execute-rows';
import type { Executor } from '../../db/types';

/**
 * The report reads of other tables than the ledger's (members, queues); the money and play come from the
 * ledger's report reads (modules/ledger/report-reads.ts, docs/decisions/073-reports-from-ledger.md).
 */
export type { Bounds, CountRow };

export function newMembersByDay(ex: Executor, b: Bounds) {
  return rows<CountRow>(
    ex,
    sql`select ${dayOf(sql`created_at`)} as day, count(*)::int as count
      from members where ${inRange(sql`created_at`, b)} group by 1`,
  );
}

export interface QueueRow {
  withdrawals_pending: number;
  withdrawals_paying: number;
  withdrawals_failed: number;
  statements_unmatched: number;
}

/** Queues as they stand (by their status indexes); failed payouts of the range. */
export async function queues(ex: Executor, b: Bounds): Promise<QueueRow> {
  const [row] = await rows<QueueRow>(
    ex,
    sql`select
        (select count(*)::int from withdrawals where status = 'pending') as withdrawals_pending,
        (select count(*)::int from withdrawals where status = 'paying') as withdrawals_paying,
        (select count(*)::int from withdrawals
          where status = 'failed' and ${inRange(sql`resolved_at`, b)}) as withdrawals_failed,
        (select count(*)::int from bank_statements where status = 'unmatched') as statements_unmatched`,
  );
  return row!;
}
