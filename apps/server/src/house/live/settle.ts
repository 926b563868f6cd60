import type { LiveKind } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { WalletRounds } from '../provider/wallet-round';
import type { LiveClock } from './clock';
import { atRisk, rulesOf } from '@chokdee/house-maths/live-kinds';
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
 * A round's bettors are paid WINS_PER_CALL to a wallet call (`wins`: one transaction of a fixed number of
 * statements, however many wins it carries), SETTLE_CONCURRENCY calls at once per table. One call per
 * member cost seven statements and an HTTP hop each: 300 bettors took 1.5 s (docs/BENCHMARKS.md "Live
 * tables with bettors").
 */
export const WINS_PER_CALL = 100;
export const SETTLE_CONCURRENCY = 4;

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
  rounds,
  clock,
  winsPerCall = WINS_PER_CALL,
}: {
  db: Db;
  log: FastifyBaseLogger;
  /** The house's wallet-round protocol (house/provider/wallet-round.ts). */
  rounds: WalletRounds;
  clock: LiveClock;
  /** WINS_PER_CALL; tests pass fewer to see several calls with a few bettors. */
  winsPerCall?: number;
}) {
  /**
   * Takes back a bet whose wallet answer was lost (a rollback that arrives first makes the wallet refuse
   * the late bet). True once the wallet confirmed it.
   */
  const rollBack = (bet: LiveBetRow): Promise<boolean> =>
    rounds.rollBack(
      { username: bet.username, transactionId: walletIds.bet(bet.id) },
      walletIds.rollback(bet.id),
      () => moveBet(db, bet.id, 'pending', 'rolledBack'),
    );

  /** Some members' wins of the round in one wallet call: the usernames answered (all, or none). */
  async function pay(round: LiveRoundRow, kind: LiveKind, payouts: readonly LivePayoutRow[]) {
    const answers = await rounds.payMany(
      payouts.map((p) => ({
        username: p.username,
        transactionId: walletIds.win(round.id, p.username),
        roundId: walletIds.round(round.id, p.username),
        gameCode: gameCodeOf(kind),
        amount: Number(p.amount),
        turnover: Number(p.turnover),
      })),
    );
    return answers ? payouts.map((p) => p.username) : [];
  }

  return {
    rollBack,

    /**
     * Settles a round whose result is drawn: bets whose wallet answer was lost rolled back, then one win per
     * member (its bets summed per code, the stake at risk netted as turnover), WINS_PER_CALL to a wallet
     * call and SETTLE_CONCURRENCY calls at once. True when every member is paid; false while a bet's answer
     * may still come, a wallet call got no answer (the other calls' members are paid all the same; the next
     * tick tries the rest again), or `signal` stopped it (the lease was lost: no wallet call starts after
     * that).
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

      const unpaid = (await payoutsOfRound(db, round.id)).filter((p) => p.status !== 'paid');
      const calls = Array.from({ length: Math.ceil(unpaid.length / winsPerCall) }, (_, i) =>
        unpaid.slice(i * winsPerCall, (i + 1) * winsPerCall),
      );
      const answered: string[] = [];
      await eachAtMost(calls, SETTLE_CONCURRENCY, async (payouts) => {
        if (!signal?.aborted) answered.push(...(await pay(round, kind, payouts)));
      });
      const done = answered.length === unpaid.length;
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
