import { eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

/** A gap this long without a bet ends a play session (docs/decisions/104-play-session-from-bets.md). */
export const SESSION_GAP_MINUTES = 30;
const GAP = sql.raw(`interval '${SESSION_GAP_MINUTES} minutes'`);

export interface SessionRow {
  /** The first bet of the running session; null when the member's last bet is a gap or more ago. */
  startedAt: Date | null;
  /** The session's last bet (its round's opening). */
  lastBetAt: Date | null;
  /** Satang of the session's rounds: wins and refunds less bets (negative when the member is down). */
  net: bigint;
  /** The database's clock. */
  now: Date;
}

/**
 * The member's running play session, read from their rounds (a round opens at its first accepted bet; a
 * refused bet leaves none), in one statement over the index on (member, opened_at). It walks back from the
 * last round, each step to the earliest round less than the gap before: every two steps cover the gap or
 * more, so a six-hour session takes at most 24 index reads. `withNet` adds the session's result (the
 * play-session call; a bet's gate needs only the times).
 */
export async function readSession(ex: Executor, memberId: string, withNet: boolean): Promise<SessionRow> {
  const net = withNet
    ? sql`(select coalesce(sum(r.win_amount + r.refund_amount - r.bet_amount), 0) from game_rounds r
        where r.member_id = ${memberId}::uuid and r.opened_at >= s.started_at)`
    : sql`0`;
  const result = await ex.execute(sql`
    with recursive walk(at) as (
      select max(opened_at) from game_rounds
        where member_id = ${memberId}::uuid and opened_at > now() - ${GAP}
      union all
      select (select min(r.opened_at) from game_rounds r
          where r.member_id = ${memberId}::uuid and r.opened_at > w.at - ${GAP} and r.opened_at < w.at)
        from walk w where w.at is not null
    ),
    s as (select min(at) as started_at, max(at) as last_bet_at from walk)
    select s.started_at, s.last_bet_at, ${net}::text as net, now() as now from s`);
  const [row] = (result as unknown as { rows: Array<Record<string, string | Date | null>> }).rows;
  const date = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  return {
    startedAt: date(row?.started_at),
    lastBetAt: date(row?.last_bet_at),
    net: BigInt((row?.net as string | null) ?? 0),
    now: date(row?.now) ?? new Date(),
  };
}

/** The member playing under a game username (what a game provider knows of them). */
export async function memberIdOfPlayer(ex: Executor, gameUsername: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ id: members.id })
    .from(members)
    .where(eq(members.gameUsername, gameUsername));
  return row?.id;
}
