import type { LiveKind, WalletAnswer } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/types';
import type { WalletClient } from '../wallet/client';
import type { LiveClock } from './clock';
import { atRisk, rulesOf } from './kinds';
import {
  betsOfRound,
  insertPayouts,
  lostBets,
  markPaid,
  moveBet,
  payoutsOfRound,
  type LiveBetRow,
  type LivePayoutRow,
  type LiveRoundRow,
} from './repo';
import { BET_ANSWER_GRACE_MS } from './tables';

/**
 * The live tables' wallet calls. Every transaction id derives from a row id, so a repeat (a retry, or the
 * next lease holder finishing a round) is the same call and the wallet answers it idempotently:
 * - a bet: `live:<betId>:bet`, its rollback `live:<betId>:rollback`;
 * - one win per member and round: `live:<roundId>:<username>:win` (0 closes a lost round).
 * The wallet's round of a member at a table is `live:<roundId>:<username>`.
 */
export const walletIds = {
  round: (roundId: string, username: string) => `live:${roundId}:${username}`,
  bet: (betId: string) => `live:${betId}:bet`,
  rollback: (betId: string) => `live:${betId}:rollback`,
  win: (roundId: string, username: string) => `live:${roundId}:${username}:win`,
};
export const gameCodeOf = (kind: LiveKind) => `live-${kind}`;

const satang = (baht: number) => BigInt(baht) * 100n;

/**
 * A round's wallet calls in flight at once, per table. One after another, a round with hundreds of bettors
 * took hundreds of round trips in a row. A call holds a pooled connection only for its short ledger
 * transaction, and spends most of its time waiting (the HTTP hop, round trips, a house shard's row lock), so
 * 32 at once fill the pool's 20 connections without holding them: six tables settling together queue a few
 * hundred short transactions, drained in tens of milliseconds, ahead of bets and lease renewals
 * (docs/BENCHMARKS.md "Live tables with bettors").
 */
export const SETTLE_CONCURRENCY = 32;

/** Runs `each` over `items`, at most `limit` at once, in order; `each` catches its own errors. */
async function eachAtMost<T>(items: readonly T[], limit: number, each: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Whole baht per code over several bet requests. */
export function sumBets(rows: { bets: Record<string, number> }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const { bets } of rows)
    for (const [code, baht] of Object.entries(bets)) sums[code] = (sums[code] ?? 0) + baht;
  return sums;
}

export function createLiveSettler({
  db,
  log,
  wallet,
  clock,
}: {
  db: Db;
  log: FastifyBaseLogger;
  wallet: WalletClient;
  clock: LiveClock;
}) {
  async function send(what: string, id: string, call: () => Promise<WalletAnswer>) {
    try {
      return await call();
    } catch (err) {
      log.warn({ err, id }, `live: wallet ${what} got no answer`);
      return undefined;
    }
  }

  /**
   * Takes back a bet whose wallet answer was lost (a rollback that arrives first makes the wallet refuse
   * the late bet). True once the wallet confirmed it.
   */
  async function rollBack(bet: LiveBetRow): Promise<boolean> {
    const answer = await send('rollback', bet.id, () =>
      wallet.rollback({
        username: bet.username,
        transactionId: walletIds.rollback(bet.id),
        refTransactionId: walletIds.bet(bet.id),
      }),
    );
    if (answer?.status !== 'RS_OK') return false;
    await moveBet(db, bet.id, 'pending', 'rolledBack');
    return true;
  }

  /** One member's win of the round; true once the wallet answered (marked paid afterwards, with the others). */
  async function pay(round: LiveRoundRow, kind: LiveKind, p: LivePayoutRow): Promise<boolean> {
    const transactionId = walletIds.win(round.id, p.username);
    const answer = await send('win', transactionId, () =>
      wallet.win({
        username: p.username,
        transactionId,
        roundId: walletIds.round(round.id, p.username),
        gameCode: gameCodeOf(kind),
        amount: Number(p.amount),
        turnover: Number(p.turnover),
      }),
    );
    if (!answer) return false;
    if (answer.status !== 'RS_OK') {
      // Cannot happen while the live tables are the only ones settling their rounds; never retried forever.
      log.error({ round: round.id, status: answer.status }, 'live: the wallet refused a win');
    }
    return true;
  }

  return {
    rollBack,

    /**
     * Settles a round whose result is drawn: lost bets rolled back, then one win per member (its bets
     * summed per code, the stake at risk netted as turnover), SETTLE_CONCURRENCY members at once. True when
     * every member is paid; false while a bet's answer may still come, a wallet call got no answer (the
     * others are paid all the same; the next tick tries the rest again), or `signal` stopped it (the lease
     * was lost: no wallet call starts after that).
     */
    async settle(round: LiveRoundRow, kind: LiveKind, signal?: AbortSignal): Promise<boolean> {
      const lost = await lostBets(db, clock, round.id, BET_ANSWER_GRACE_MS);
      await eachAtMost(lost, SETTLE_CONCURRENCY, async (bet) => {
        if (signal?.aborted) return;
        await rollBack(bet).catch((err: unknown) =>
          log.warn({ err, id: bet.id }, 'live: rollback not recorded'),
        );
      });
      if (signal?.aborted) return false;
      if ((await betsOfRound(db, round.id, ['pending'])).length > 0) return false;

      const byMember = new Map<string, LiveBetRow[]>();
      for (const bet of await betsOfRound(db, round.id, ['placed'])) {
        byMember.set(bet.username, [...(byMember.get(bet.username) ?? []), bet]);
      }
      const { payout } = rulesOf(kind);
      const state = (round.draw as { state: unknown }).state;
      await insertPayouts(
        db,
        [...byMember].map(([username, bets]) => {
          const sums = sumBets(bets);
          const stakes = Object.fromEntries(Object.entries(sums).map(([code, baht]) => [code, satang(baht)]));
          return {
            roundId: round.id,
            username,
            stake: bets.reduce((sum, b) => sum + b.stake, 0n),
            amount: payout(state, stakes),
            turnover: satang(atRisk(kind, sums)),
          };
        }),
      );

      let done = true;
      const unpaid = (await payoutsOfRound(db, round.id)).filter((p) => p.status !== 'paid');
      const answered: string[] = [];
      await eachAtMost(unpaid, SETTLE_CONCURRENCY, async (p) => {
        if (!signal?.aborted && (await pay(round, kind, p))) answered.push(p.username);
        else done = false;
      });
      // One statement for the round, not one commit per member: a win answered but not marked (a crash
      // here) is sent again by the next run, the same transaction id, and the wallet answers it alike.
      try {
        await markPaid(db, clock, round.id, answered);
      } catch (err) {
        log.warn({ err, round: round.id }, 'live: paid wins not recorded');
        return false;
      }
      return done;
    },
  };
}
export type LiveSettler = ReturnType<typeof createLiveSettler>;
