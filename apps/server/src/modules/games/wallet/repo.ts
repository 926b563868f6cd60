import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { gameRounds, gameTransactions, members } from '../../../db/schema';
import type { Executor } from '../../../db/types';

type NewTransaction = typeof gameTransactions.$inferInsert;

export async function findMemberByUsername(ex: Executor, username: string) {
  const [row] = await ex
    .select({ id: members.id, locked: members.locked })
    .from(members)
    .where(eq(members.gameUsername, username));
  return row;
}

/** One wallet call as `claimCall` stores it; `id` is the new row's id, so the claimer can tell its own row. */
export interface CallClaim {
  id: string;
  partner: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  username: string;
  amount: bigint;
  refTransactionId: string | null;
  fingerprint: string;
}

/** What a call does with its round once claimed: a bet opens it (or joins it), a win locks it. */
export type RoundStep =
  { open: { providerRoundId: string; gameCode: string } } | { lock: { providerRoundId: string } };

/** The round fields the wallet decides on. */
export interface RoundView {
  id: string;
  memberId: string;
  status: string;
  betAmount: bigint;
  refundAmount: bigint;
  /** Accepted bets still standing (turnover of a round of several is judged by its net result). */
  betCount: number;
}

export type Claimed =
  | { outcome: 'unknownUser' }
  /** The id was taken (a repeat, or another call with the same id): that call's row, locked. */
  | {
      outcome: 'taken';
      memberId: string;
      earlier: { fingerprint: string | null; answerStatus: string; answerBalance: bigint };
    }
  /** Ours; `round` is the round of the step, locked, when there is one (never opened for a locked member). */
  | { outcome: 'claimed'; memberId: string; locked: boolean; round: RoundView | undefined };

/**
 * The start of every wallet call in ONE statement: finds the member by game username, takes the
 * partner's transaction id, then (only when it got the id) opens or locks the round. Each step reads
 * the one before it, so the id is taken before the round is locked: the lock order of docs/rules/games.md rule 4.
 *
 * A taken id is locked and returned by a no-op `on conflict do update` (a plain `do nothing` would
 * return nothing, and the row, committed while we waited, is not in this statement's snapshot). A
 * concurrent repeat waits on the unique index until the first call ends, then reads its answer.
 * A bet's round is opened the same way, so a round created, or deleted, while we waited is handled by
 * PostgreSQL's own retry instead of a loop here.
 */
export async function claimCall(ex: Executor, call: CallClaim, step?: RoundStep): Promise<Claimed> {
  const ours = sql`${call.id}::uuid`;
  const result = await ex.execute(sql`
    with m as (
      select id, locked from members where game_username = ${call.username}
    ), c as (
      insert into game_transactions as g (id, partner, transaction_id, kind, member_id, amount,
        ref_transaction_id, fingerprint, status, answer_status, answer_balance)
      select ${ours}, ${call.partner}, ${call.transactionId}, ${call.kind}, m.id, ${call.amount}::bigint,
        ${call.refTransactionId}, ${call.fingerprint}, 'accepted', 'RS_ERROR_UNKNOWN', 0
      from m
      on conflict (partner, transaction_id) do update set status = g.status
      returning g.id, g.fingerprint, g.answer_status, g.answer_balance
    ), r as (${roundStepSql(call, step)})
    select m.id as member_id, m.locked, c.id = ${ours} as claimed, c.fingerprint, c.answer_status,
      c.answer_balance::text as answer_balance, r.id as round_id, r.member_id as round_member_id,
      r.status as round_status, r.bet_amount::text as bet_amount, r.refund_amount::text as refund_amount,
      r.bet_count
    from m left join c on true left join r on true`);
  // node-postgres and PGlite both answer `{ rows }`.
  return readClaim((result as unknown as { rows: ClaimRow[] }).rows[0]);
}

/** A claim's outcome from its row (`claimCall`, `claimWins`); no row: the member is unknown. */
export function readClaim(row: ClaimRow | undefined): Claimed {
  if (!row || row.member_id === null) return { outcome: 'unknownUser' };
  if (!row.claimed) {
    const earlier = {
      fingerprint: row.fingerprint,
      answerStatus: row.answer_status!,
      answerBalance: BigInt(row.answer_balance!),
    };
    return { outcome: 'taken', memberId: row.member_id, earlier };
  }
  const round =
    row.round_id === null
      ? undefined
      : {
          id: row.round_id,
          memberId: row.round_member_id!,
          status: row.round_status!,
          betAmount: BigInt(row.bet_amount!),
          refundAmount: BigInt(row.refund_amount!),
          betCount: Number(row.bet_count),
        };
  return { outcome: 'claimed', memberId: row.member_id, locked: row.locked, round };
}

export interface ClaimRow {
  member_id: string | null;
  locked: boolean;
  claimed: boolean | null;
  fingerprint: string | null;
  answer_status: string | null;
  answer_balance: string | null;
  round_id: string | null;
  round_member_id: string | null;
  round_status: string | null;
  bet_amount: string | null;
  refund_amount: string | null;
  bet_count: number | null;
}

/**
 * The round part of `claimCall`, gated on `c` holding our own row: PostgreSQL evaluates that
 * uncorrelated `exists` once, before it scans game_rounds, so no round row is locked or inserted
 * before the transaction id is ours.
 */
function roundStepSql(call: CallClaim, step: RoundStep | undefined): SQL {
  const claimedByUs = sql`exists (select 1 from c where c.id = ${call.id}::uuid)`;
  if (!step) return sql`select * from game_rounds where false`;
  if ('lock' in step) {
    return sql`select gr.* from game_rounds gr
      where gr.partner = ${call.partner} and gr.provider_round_id = ${step.lock.providerRoundId}
        and ${claimedByUs}
      for update`;
  }
  // A locked member's bet is refused before its round: it must not open one.
  return sql`insert into game_rounds as gr (partner, provider_round_id, member_id, game_code)
    select ${call.partner}, ${step.open.providerRoundId}, m.id, ${step.open.gameCode} from m
    where not m.locked and ${claimedByUs}
    on conflict (partner, provider_round_id) do update set status = gr.status
    returning gr.*`;
}

const txKey = (partner: string, transactionId: string) =>
  and(eq(gameTransactions.partner, partner), eq(gameTransactions.transactionId, transactionId));

/**
 * Takes a transaction id for a row other than the call's own (a rollback's bet not seen yet).
 * Undefined when the id was already taken (the caller then reads that row).
 */
export async function claimTransaction(ex: Executor, values: NewTransaction) {
  const [row] = await ex.insert(gameTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTransaction(ex: Executor, partner: string, transactionId: string) {
  const [row] = await ex.select().from(gameTransactions).where(txKey(partner, transactionId)).for('update');
  return row;
}

export async function lockRoundById(ex: Executor, id: string) {
  const [row] = await ex.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return row;
}

export async function lockRound(ex: Executor, partner: string, providerRoundId: string) {
  const [row] = await ex
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.partner, partner), eq(gameRounds.providerRoundId, providerRoundId)))
    .for('update');
  return row;
}

/*
 * The writes below are not run on their own: they are statements (SQL) that `finishCall` runs in the
 * same round trip as the call's answer.
 */

export function addRoundBet(ex: Executor, id: string, amount: bigint): SQL {
  return ex
    .update(gameRounds)
    .set({ betAmount: sql`${gameRounds.betAmount} + ${amount}`, betCount: sql`${gameRounds.betCount} + 1` })
    .where(eq(gameRounds.id, id))
    .getSQL();
}

export function deleteRound(ex: Executor, id: string): SQL {
  return ex.delete(gameRounds).where(eq(gameRounds.id, id)).getSQL();
}

export function updateRound(ex: Executor, id: string, patch: PgUpdateSetSource<typeof gameRounds>): SQL {
  return ex.update(gameRounds).set(patch).where(eq(gameRounds.id, id)).getSQL();
}

export function updateTransaction(
  ex: Executor,
  id: string,
  patch: PgUpdateSetSource<typeof gameTransactions>,
): SQL {
  return ex.update(gameTransactions).set(patch).where(eq(gameTransactions.id, id)).getSQL();
}

/**
 * Stores the call's answer on its row (`answer`, an `updateTransaction`) together with the call's other
 * writes, as one statement: data-modifying CTEs run whether or not anything reads them. They touch
 * other rows than the answer (its round, a rolled-back bet), and each at most once.
 */
export async function finishCall(ex: Executor, answer: SQL, writes: readonly SQL[]) {
  if (writes.length === 0) {
    await ex.execute(answer);
    return;
  }
  const ctes = sql.join(
    writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
    sql`, `,
  );
  await ex.execute(sql`with ${ctes} ${answer}`);
}
