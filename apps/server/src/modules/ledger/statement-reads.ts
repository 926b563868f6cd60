import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param';
import { rows } from '../../db/execute-rows';
import type { Executor } from '../../db/types';
import { RESERVED_KEY_PREFIX } from './service';

/**
 * The ledger's reads for a member's statement (modules/statements): every movement of one account in a time
 * range, as lines whose amounts add up, from the opening balance, to the closing one. The balance is what the
 * member can spend (balance − held): a hold (a requested withdrawal) is a line of −amount when it is made, a
 * voided one a line of +amount when it is released, and the transfer that posts a hold no line at all (the
 * money had already left the spendable credit). Summed from the account's first movement, the lines are the
 * spendable balance at every instant.
 */
export interface StatementQuery {
  accountId: string;
  /** Lines at `start` ≤ at < `end`. */
  start: Date;
  end: Date;
  /**
   * Movements of these kinds that share a reference are one line of kind `as` (a game round: its bets, wins
   * and refunds, net), at its last movement in the range. A round that spans `start` or `end` is split there,
   * so each range's lines still add up to its own balances.
   */
  group: { kinds: readonly string[]; as: string };
  /** Only lines of these kinds (after grouping); all when absent. */
  only?: readonly string[];
}

export interface StatementLine {
  at: Date;
  /** The transfer's or hold's id (a release: `<hold id>:return`), or a group's reference. */
  ref: string;
  kind: string;
  /** A correction (reversal) or a voided hold's release: money moving back. */
  correction: boolean;
  /** Signed satang on the account. */
  amount: bigint;
  /**
   * The spendable balance after this line. Lines of one instant (one database transaction) in the order they
   * were written: a hold first (a withdrawal is reserved before the forfeit it causes), then transfers in
   * entry order (a deposit before its bonus), then a release.
   */
  balanceAfter: bigint;
  /** A bonus's promotion title, when the transfer names one. */
  promotionTitle: string | null;
  /** A game round's code, as the game's partner sent it. */
  gameCode: string | null;
}

/** The lines of the range that `only` keeps, newest first, `limit` from `offset`. */
export async function statementLines(ex: Executor, q: StatementQuery, limit: number, offset: number) {
  const found = await rows<{
    at: string;
    ref: string;
    kind: string;
    correction: boolean;
    amount: string;
    balance_after: string;
    promotion_title: string | null;
    game_code: string | null;
  }>(
    ex,
    sql`${linesSql(q)}
      select to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, l.ref, l.kind, l.correction,
        l.amount::text as amount, l.balance_after::text as balance_after, p.title as promotion_title, l.game_code
      from running l
      left join promotions p on p.id::text = l.promotion_id
      where ${onlySql(q)}
      order by l.at desc, l.rank desc, l.seq desc, l.ref desc
      limit ${limit} offset ${offset}`,
  );
  return found.map((r): StatementLine => ({
    at: new Date(r.at),
    ref: r.ref,
    kind: r.kind,
    correction: r.correction,
    amount: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
    promotionTitle: r.promotion_title,
    gameCode: r.game_code,
  }));
}

/** The range's balances and, per line kind, how many lines and their net: `only` does not apply. */
export async function statementSummary(ex: Executor, q: StatementQuery) {
  const found = await rows<{ kind: string | null; lines: number; net: string; opening: string }>(
    ex,
    sql`${linesSql(q)}
      select k.kind, k.lines::int as lines, k.net::text as net, (select v from opening)::text as opening
      from (select kind, count(*) as lines, sum(amount) as net from lines group by kind) k
      right join (select 1) one on true`,
  );
  const opening = BigInt(found[0]?.opening ?? '0');
  const kinds = new Map(
    found.filter((r) => r.kind !== null).map((r) => [r.kind!, { lines: r.lines, net: BigInt(r.net) }]),
  );
  const net = [...kinds.values()].reduce((sum, k) => sum + k.net, 0n);
  return { opening, closing: opening + net, kinds };
}
export type StatementSummary = Awaited<ReturnType<typeof statementSummary>>;

/** `only`'s filter on the line kind; everything when absent. */
function onlySql(q: StatementQuery): SQL {
  return q.only ? sql`l.kind = any(${arrayParam([...q.only], 'text')})` : sql`true`;
}

/**
 * CTEs `moves` (every movement of the account before `end`), `opening` (their sum before `start`), `lines`
 * (the range's, grouped) and `running` (each line with the balance after it).
 */
function linesSql(q: StatementQuery): SQL {
  const account = sql`${q.accountId}::text`;
  const start = sql`${q.start.toISOString()}::timestamptz`;
  const end = sql`${q.end.toISOString()}::timestamptz`;
  const grouped = arrayParam([...q.group.kinds], 'text');
  return sql`with moves as (
      select t.created_at as at, 1 as rank, e.id as seq, t.id::text as ref, t.kind, e.amount,
        t.reverses_transfer_id is not null as correction,
        case when t.kind = any(${grouped}) then t.reference end as grp,
        t.meta ->> 'promotionId' as promotion_id, t.meta ->> 'gameCode' as game_code
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
      where e.account_id = ${account} and t.created_at < ${end}
        and t.idempotency_key not like ${`${RESERVED_KEY_PREFIX}hold:%`}
      union all
      select h.created_at, 0, 0, h.id::text, h.kind, -h.amount, false, null, null, null
      from ledger_holds h where h.account_id = ${account} and h.created_at < ${end}
      union all
      select h.resolved_at, 2, 0, h.id::text || ':return', h.kind, h.amount, true, null, null, null
      from ledger_holds h
      where h.account_id = ${account} and h.status = 'voided' and h.resolved_at < ${end}
    ), opening as (
      select coalesce(sum(amount), 0) as v from moves where at < ${start}
    ), lines as (
      select at, rank, seq, ref, kind, amount, correction, promotion_id, game_code
      from moves where at >= ${start} and grp is null
      union all
      select max(at), 1, max(seq), grp, ${q.group.as}::text, sum(amount), false, null, max(game_code)
      from moves where at >= ${start} and grp is not null group by grp
    ), running as (
      select lines.*, (select v from opening) + sum(amount) over (order by at, rank, seq, ref rows unbounded preceding)
        as balance_after
      from lines
    )`;
}
