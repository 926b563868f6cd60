import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/types';
import { uniqueViolation } from '../../lib/pg-errors';
import {
  availableSql,
  creditsAfterSql,
  houseAccount,
  lastEntryIdSql,
  lockForHold,
  memberAccount,
  PLAYABLE_WALLET,
  reverse,
  transfer,
} from '../ledger';
import { creditInGamesSql } from '../games/credit-out';

/**
 * The end of a bonus by a withdrawal, and its undo (docs/decisions/036-own-money-never-forfeited.md,
 * docs/ABUSE.md 5). The max withdraw limits what deposit + bonus became; the member's own money is never
 * forfeited: what they held when the bonus started (`own_at_start`) and every later credit that is not a
 * game's.
 */

/** Ledger kinds that bring money from outside the bonus into the playable wallet: the member's own. */
export const OWN_MONEY_KINDS = ['deposit', 'itemcode', 'cashback', 'affiliate', 'prize', 'adjustment'];

/** The most one withdrawal may take under a capped bonus: the cap plus own money; null when uncapped. */
export function withdrawLimitOf(cap: bigint | null, own: bigint): bigint | null {
  return cap === null ? null : cap + own;
}

/**
 * Forfeited when a withdrawal ends a capped bonus: what the member holds above cap + own money. With
 * `amount <= cap + own` the member keeps `min(available, cap + own) - amount`, so however the money is
 * split into withdrawals, at most the cap leaves the site from the bonus's part.
 */
export function forfeitOf(available: bigint, cap: bigint | null, own: bigint): bigint {
  const limit = withdrawLimitOf(cap, own);
  return limit !== null && available > limit ? available - limit : 0n;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

export interface WithdrawalEnd {
  memberId: string;
  /** The withdrawal's reference, `withdrawal:<id>`: the forfeit's key and what its undo looks for. */
  reference: string;
  /** Satang; `forfeitOf` on the facts the withdrawal was judged on. */
  forfeit: bigint;
}

/**
 * Ends the running bonus for a withdrawal, in the withdrawal's transaction (after its hold): moves the
 * forfeit to `house:bonusExpense` and records which withdrawal ended the bonus. Answers the forfeit's
 * transfer id, or null when nothing was forfeited.
 */
export async function endBonusByWithdrawal(tx: Executor, w: WithdrawalEnd): Promise<string | null> {
  let forfeitTransferId: string | null = null;
  if (w.forfeit > 0n) {
    const moved = await transfer(tx, {
      from: memberAccount(w.memberId, PLAYABLE_WALLET),
      to: houseAccount('bonusExpense'),
      amount: w.forfeit,
      kind: 'forfeit',
      reference: w.reference,
      idempotencyKey: `${w.reference}:forfeit`,
    });
    forfeitTransferId = moved.transferId;
  }
  await tx.execute(sql`
    update member_bonuses set status = 'ended', end_reason = 'withdrawal', ended_by = ${w.reference},
      ended_at = now()
    where member_id = ${w.memberId}::uuid and status = 'active'`);
  return forfeitTransferId;
}

/**
 * Undoes what a withdrawal did to its bonus when the withdrawal's hold is voided (operator reject, failed
 * payout), in that transaction and before the void: the bonus it ended runs again with its conditions
 * and the forfeit comes back (kind `forfeit`, a reversal keyed `<reference>:forfeit:undo`). It stands
 * when the member has started another bonus meanwhile, or made another withdrawal since (that one was
 * judged on what this withdrawal left, without the bonus). True when undone.
 */
export async function undoWithdrawalEnd(
  tx: Tx,
  w: { memberId: string; reference: string; forfeitTransferId: string | null },
): Promise<boolean> {
  // First, before the member's wallet is locked: a deposit starting a bonus locks that wallet after its
  // bonus row, so waiting for its row while holding the wallet could deadlock.
  const reopened = await reopenBonus(tx, w.memberId, w.reference);
  if (!reopened) return false;
  // A withdrawal of the member in flight has committed once this lock is ours.
  await lockForHold(tx, memberAccount(w.memberId, PLAYABLE_WALLET));
  if (await otherWithdrawalSince(tx, w.memberId, w.reference, reopened.receivedAt)) {
    await tx.execute(sql`
      update member_bonuses set status = 'ended', ended_at = ${reopened.endedAt}::timestamptz,
        end_reason = 'withdrawal', ended_by = ${w.reference}
      where id = ${reopened.id}::uuid`);
    return false;
  }
  if (w.forfeitTransferId) {
    await reverse(tx, {
      transferId: w.forfeitTransferId,
      idempotencyKey: `${w.reference}:forfeit:undo`,
    });
  }
  return true;
}

/** Reopens the bonus `reference` ended, unless another runs (also one a parallel deposit is starting). */
async function reopenBonus(tx: Tx, memberId: string, reference: string) {
  try {
    return await tx.transaction(async (sp) => {
      const [row] = rowsOf<{ id: string; ended_at: string; received_at: string }>(
        await sp.execute(sql`
          update member_bonuses b set status = 'active', end_reason = null, ended_by = null, ended_at = null
          from (select id, ended_at, received_at from member_bonuses
                where member_id = ${memberId}::uuid and ended_by = ${reference} and status = 'ended') old
          where b.id = old.id and not exists (
            select 1 from member_bonuses a where a.member_id = ${memberId}::uuid and a.status = 'active')
          returning b.id, old.ended_at::text as ended_at, old.received_at::text as received_at`),
      );
      return row ? { id: row.id, endedAt: row.ended_at, receivedAt: row.received_at } : undefined;
    });
  } catch (err) {
    // A parallel deposit started another bonus first (the one-active index): the forfeit stands.
    if (uniqueViolation(err) === 'member_bonuses_one_active_key') return undefined;
    throw err;
  }
}

/**
 * Another withdrawal of the member, not voided, reserved since the bonus started: only one withdrawal
 * ends a bonus, so any other was made without it. (Since it ended would miss one whose transaction
 * began before this withdrawal committed and waited for the wallet.)
 */
async function otherWithdrawalSince(tx: Executor, memberId: string, reference: string, since: string) {
  const account = memberAccount(memberId, PLAYABLE_WALLET).id;
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from ledger_holds h
        where h.account_id = ${account} and h.kind = 'withdrawal' and h.reference <> ${reference}
          and h.status <> 'voided' and h.created_at >= ${since}::timestamptz) as found`),
  );
  return row?.found ?? false;
}
