import { sql } from 'drizzle-orm';
import { arrayParam } from '../../../db/array-param';
import type { Executor } from '../../../db/types';
import { readClaim, type CallClaim, type Claimed, type ClaimRow, type RoundView } from './repo';

/**
 * The statements of a call carrying many wins (`wins` in service.ts): each does for every win at once what
 * `claimCall` and `finishCall` do for one, in the same lock order (transaction ids, then rounds, then the
 * ledger's accounts).
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Finds every member by game username and takes every transaction id, in transaction id order (two calls
 * sharing ids take them in the same order). A taken id answers its earlier row, as in `claimCall`.
 * Answers in the order given.
 */
export async function claimWins(
  ex: Executor,
  partner: string,
  calls: readonly CallClaim[],
): Promise<Claimed[]> {
  const list = (type: string, pick: (c: CallClaim) => string | bigint) => arrayParam(calls.map(pick), type);
  const rows = rowsOf<ClaimRow>(
    await ex.execute(sql`
      with i as (
        select * from unnest(${list('uuid', (c) => c.id)}, ${list('text', (c) => c.transactionId)},
          ${list('text', (c) => c.username)}, ${list('bigint', (c) => c.amount)}, ${list('text', (c) => c.fingerprint)})
          with ordinality as i(id, transaction_id, username, amount, fingerprint, seq)
      ), m as (
        select i.seq, mem.id, mem.locked from i join members mem on mem.game_username = i.username
      ), c as (
        insert into game_transactions as g (id, partner, transaction_id, kind, member_id, amount,
          ref_transaction_id, fingerprint, status, answer_status, answer_balance)
        select i.id, ${partner}, i.transaction_id, 'win', m.id, i.amount, null, i.fingerprint,
          'accepted', 'RS_ERROR_UNKNOWN', 0
        from i join m on m.seq = i.seq
        order by i.transaction_id collate "C"
        on conflict (partner, transaction_id) do update set status = g.status
        returning g.id, g.transaction_id, g.fingerprint, g.answer_status, g.answer_balance
      )
      -- The rounds are locked by the next statement (lockRounds), after every id is ours.
      select m.id as member_id, m.locked, c.id = i.id as claimed, c.fingerprint, c.answer_status,
        c.answer_balance::text as answer_balance, null as round_id
      from i left join m on m.seq = i.seq left join c on c.transaction_id = i.transaction_id
      order by i.seq`),
  );
  return rows.map(readClaim);
}

/** Locks the partner's rounds with these ids, in row id order; by provider round id. */
export async function lockRounds(ex: Executor, partner: string, providerRoundIds: readonly string[]) {
  const rows = rowsOf<{
    id: string;
    provider_round_id: string;
    member_id: string;
    status: string;
    bet_amount: string;
    refund_amount: string;
    bet_count: number;
  }>(
    await ex.execute(sql`
      select id, provider_round_id, member_id, status, bet_amount::text, refund_amount::text, bet_count
      from game_rounds
      where partner = ${partner} and provider_round_id = any(${arrayParam(providerRoundIds, 'text')})
      order by id
      for update`),
  );
  return new Map(
    rows.map((r): [string, RoundView] => [
      r.provider_round_id,
      {
        id: r.id,
        memberId: r.member_id,
        status: r.status,
        betAmount: BigInt(r.bet_amount),
        refundAmount: BigInt(r.refund_amount),
        betCount: Number(r.bet_count),
      },
    ]),
  );
}

/** One claimed win's answer, as `finishCall` stores it. */
export interface WinAnswerRow {
  id: string;
  status: 'accepted' | 'refused';
  answerStatus: string;
  answerBalance: bigint;
  transferId: string | null;
  roundId: string | null;
}

/** One settled round, as the single win's `updateRound` writes it. */
export interface SettledRoundRow {
  id: string;
  winAmount: bigint;
  result: string;
  turnover: bigint;
}

/** Stores every claimed win's answer and settles their rounds, in one statement. */
export async function finishWins(
  ex: Executor,
  answers: readonly WinAnswerRow[],
  settled: readonly SettledRoundRow[],
) {
  if (answers.length === 0) return;
  const a = <T extends string | bigint | null>(type: string, pick: (r: WinAnswerRow) => T) =>
    arrayParam(answers.map(pick), type);
  const r = <T extends string | bigint | null>(type: string, pick: (r: SettledRoundRow) => T) =>
    arrayParam(settled.map(pick), type);
  await ex.execute(sql`
    with s as (
      update game_rounds gr set status = 'settled', win_amount = s.win_amount, result = s.result,
        turnover = s.turnover, settled_at = now()
      from unnest(${r('uuid', (x) => x.id)}, ${r('bigint', (x) => x.winAmount)}, ${r('text', (x) => x.result)},
        ${r('bigint', (x) => x.turnover)}) as s(id, win_amount, result, turnover)
      where gr.id = s.id
    )
    update game_transactions g set status = x.status, answer_status = x.answer_status,
      answer_balance = x.answer_balance, transfer_id = x.transfer_id, round_id = x.round_id
    from unnest(${a('uuid', (x) => x.id)}, ${a('text', (x) => x.status)}, ${a('text', (x) => x.answerStatus)},
      ${a('bigint', (x) => x.answerBalance)}, ${a('uuid', (x) => x.transferId)}, ${a('uuid', (x) => x.roundId)})
      as x(id, status, answer_status, answer_balance, transfer_id, round_id)
    where g.id = x.id`);
}
