import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { creditInGamesSql } from '../games';
import {
  availableSql,
  creditsAfterSql,
  holdSinceSql,
  lastEntryIdSql,
  memberAccount,
  PLAYABLE_WALLET,
} from '../ledger';
import { OWN_MONEY_KINDS } from './forfeit';

/**
 * What the bonus rules read of the member's money (the ledger's SQL helpers, the games module's credit
 * out), each in one statement. The lifecycle (bonus-lifecycle.ts) and the withdrawal rules judge on them.
 */

// node-postgres and PGlite both answer `{ rows }`; a sum of bigints is numeric, read as text.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Satang the member still has in play (docs/decisions/038-spent-counts-credit-in-play.md, docs/ABUSE.md 2):
 * the playable credit not reserved by withdrawals, plus the stakes of their open rounds, plus what
 * transfer-style partners may hold for them (games/credit-out.ts). One statement, so a bet or a transfer committing
 * meanwhile is seen on both sides or on neither.
 */
export async function creditInPlay(ex: Executor, memberId: string): Promise<bigint> {
  const member = sql`${memberId}::uuid`;
  const result = await ex.execute(sql`
    select ${availableSql(memberAccount(memberId, PLAYABLE_WALLET).id)} + ${creditInGamesSql(member)}
      as in_play`);
  const [row] = rowsOf<{ in_play: string | number }>(result);
  return BigInt(row?.in_play ?? 0);
}

/** The member's playable credit not reserved and their last entry there: recorded when a bonus starts. */
export async function bonusStartMark(ex: Executor, memberId: string) {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  const [row] = rowsOf<{ own: string; last: string }>(
    await ex.execute(
      sql`select ${availableSql(account)}::text as own, ${lastEntryIdSql(account)}::text as last`,
    ),
  );
  return { ownAtStart: BigInt(row?.own ?? 0), startEntryId: BigInt(row?.last ?? 0) };
}

/**
 * What a withdrawal under the running bonus is judged on besides the wallet, satang (0 when none runs), in
 * one statement. `own`: the member's own money, never forfeited: own money at the bonus's start plus credits
 * of OWN_MONEY_KINDS into the playable wallet since, except the one that started it (the deposit, or the item
 * code's credit, is what the bonus put in play) and any that was reversed. `inGames`: credit still out in
 * games (stakes of open rounds, what transfer partners may hold): a capped bonus does not end while it is
 * out, or the round would pay out free of the cap (docs/ABUSE.md 16.4).
 */
export async function bonusMoneyOf(ex: Executor, memberId: string) {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  const later = creditsAfterSql(
    account,
    sql`b.start_entry_id`,
    OWN_MONEY_KINDS,
    sql`'deposit:' || b.deposit_ref, b.deposit_ref`,
  );
  const [row] = rowsOf<{ own: string; in_games: string }>(
    await ex.execute(sql`
      select (b.own_at_start + ${later})::text as own, ${creditInGamesSql(sql`b.member_id`)}::text as in_games
      from member_bonuses b
      where b.member_id = ${memberId}::uuid and b.status = 'active'`),
  );
  return { own: BigInt(row?.own ?? 0), inGames: BigInt(row?.in_games ?? 0) };
}

/**
 * Another withdrawal of the member, not voided, reserved since the bonus started: only one withdrawal
 * ends a bonus, so any other was made without it. (Since it ended would miss one whose transaction
 * began before this withdrawal committed and waited for the wallet.)
 */
export async function otherWithdrawalSince(ex: Executor, memberId: string, reference: string, since: string) {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  const [row] = rowsOf<{ found: boolean }>(
    await ex.execute(sql`
      select ${holdSinceSql(account, 'withdrawal', reference, since)} as found`),
  );
  return row?.found ?? false;
}
