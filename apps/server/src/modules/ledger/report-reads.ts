import { sql } from 'drizzle-orm';
import { dayOf, inRange, type Bounds, type CountRow } from '../../db/day-range-sql';
import { rows } from '../../db/execute-rows';
import type { Executor } from '../../db/types';

/**
 * The ledger's reads for the reports (modules/reports): plain indexed reads of the transfers
 * (docs/decisions/073-reports-from-ledger.md), no summary table to drift. Transfers are found by time through
 * the BRIN index on `created_at`; every bound is a Bangkok day's start.
 */

/** The money kinds the reports add up: the rest (bets, wins, claims, tickets) belong elsewhere. */
export const MONEY_KINDS = [
  'deposit',
  'withdrawal',
  'bonus',
  'forfeit',
  'itemcode',
  'prize',
  'cashback',
  'affiliate',
  'adjustment',
] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export interface KindRow {
  day: string;
  kind: MoneyKind;
  /** Satang that reached members from the house, less what went back (a reversal, a forfeit). */
  to_members: string;
}

/**
 * Per Bangkok day and kind, the net satang that moved from house accounts to member accounts. Only
 * house ↔ member movements count: a claim (cashback wallet → playable wallet, same kind) is the member's
 * own money changing wallets, and counting it would pay the cashback twice.
 */
export function moneyByDay(ex: Executor, b: Bounds) {
  return rows<KindRow>(
    ex,
    sql`select ${dayOf(sql`created_at`)} as day, kind,
        sum(case when to_account_id like 'member:%' then amount else -amount end)::text as to_members
      from ledger_transfers
      where ${inRange(sql`created_at`, b)} and asset = 'THB'
        and kind in (${sql.join(
          MONEY_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
        and (from_account_id like 'house:%') <> (to_account_id like 'house:%')
      group by 1, 2`,
  );
}

/**
 * Members by the day of their first deposit ever, for those whose first deposit falls in the range: a
 * deposit in the range with no earlier deposit to the same wallet (ledger_transfers_deposit_to_idx).
 */
export function firstDepositorsByDay(ex: Executor, b: Bounds) {
  return rows<CountRow>(
    ex,
    sql`select ${dayOf(sql`first_at`)} as day, count(*)::int as count
      from (
        select to_account_id, min(created_at) as first_at from ledger_transfers
        where kind = 'deposit' and to_account_id like 'member:%' and ${inRange(sql`created_at`, b)}
        group by to_account_id
      ) d
      where not exists (
        select 1 from ledger_transfers p
        where p.kind = 'deposit' and p.to_account_id = d.to_account_id
          and p.created_at < ${b.start.toISOString()}::timestamptz
      )
      group by 1`,
  );
}

/** Play: a bet (seamless partners) or credit taken to a transfer-style partner's game. */
const PLAY = sql`kind in ('bet', 'game_transfer') and from_account_id like 'member:%'`;

export function activeMembersByDay(ex: Executor, b: Bounds) {
  return rows<CountRow>(
    ex,
    sql`select day, count(*)::int as count from (
        select distinct ${dayOf(sql`created_at`)} as day, from_account_id
        from ledger_transfers where ${PLAY} and ${inRange(sql`created_at`, b)}
      ) d group by 1`,
  );
}

/**
 * Distinct over the whole range: a member playing on several days counts once. `select distinct` (a hash)
 * rather than `count(distinct …)` (a sort): a third of the time over a month of bets.
 */
export async function activeMembers(ex: Executor, b: Bounds): Promise<number> {
  const [row] = await rows<{ count: number }>(
    ex,
    sql`select count(*)::int as count from (
        select distinct from_account_id from ledger_transfers where ${PLAY} and ${inRange(sql`created_at`, b)}
      ) d`,
  );
  return row?.count ?? 0;
}

export interface GameRow {
  provider: string;
  game: string;
  bets: string;
  refunds: string;
  wins: string;
}

/**
 * Bets, refunds and wins per provider and game (providers and the total are added up by the service). The
 * provider is the partner's house account (`house:partner:<name>`, any shard); the game is the code the
 * partner sent with a bet or win, and for a refund the code of its round. Amounts are signed towards the
 * house, so a reversal of a bet or a win takes it back. One hashed group per game: no distinct counts,
 * which would sort every bet of the range.
 */
export function gamesByProvider(ex: Executor, b: Bounds) {
  return rows<GameRow>(
    ex,
    sql`select provider, game,
        coalesce(sum(to_house) filter (where kind = 'bet'), 0)::text as bets,
        coalesce(-sum(to_house) filter (where kind = 'refund'), 0)::text as refunds,
        coalesce(-sum(to_house) filter (where kind = 'win'), 0)::text as wins
      from (
        select kind,
          split_part(split_part(case when to_account_id like 'house:%' then to_account_id else from_account_id end,
            ':', 3), '#', 1) as provider,
          coalesce(meta->>'gameCode', (
            select game_code from game_rounds r
            where r.id = case when reference like 'game-round:%' then substr(reference, 12)::uuid end
          ), '') as game,
          case when to_account_id like 'house:%' then amount else -amount end as to_house
        from ledger_transfers
        where kind in ('bet', 'win', 'refund') and ${inRange(sql`created_at`, b)}
      ) t
      group by provider, game
      order by provider, game`,
  );
}
