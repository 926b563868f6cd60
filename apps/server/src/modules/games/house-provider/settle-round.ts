import type { HousePlayBody, WalletAnswer } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/types';
import { fail } from '../../../lib/app-error';
import type { WalletClient } from '../wallet/client';
import { stakeAtRisk } from './games';
import { moveRound, staleRounds, type HouseRoundRow, type HouseRoundStatus } from './repo';

/**
 * Older than this, an unfinished round belongs to no request any more (a wallet call times out after
 * 10 s, a win is tried twice): the sweep or the member's next round finishes it.
 */
const STALE_SECONDS = 60;
const WIN_ATTEMPTS = 2;

/**
 * A house round's wallet calls: bet, then win (0 closes a lost round). The transaction ids derive from
 * the round id, so every retry repeats the same call and the wallet answers it idempotently. A bet whose
 * answer was lost is rolled back (a rollback that arrives first makes the wallet refuse the late bet);
 * a win whose answer was lost is sent again until the wallet confirms it.
 */
export function createRoundSettler({
  db,
  log,
  wallet,
}: {
  db: Db;
  log: FastifyBaseLogger;
  wallet: WalletClient;
}) {
  const ids = (round: HouseRoundRow) => ({
    bet: `${round.id}:bet`,
    win: `${round.id}:win`,
    rollback: `${round.id}:rollback`,
  });

  async function send(round: HouseRoundRow, what: string, call: () => Promise<WalletAnswer>) {
    try {
      return await call();
    } catch (err) {
      log.warn({ err, round: round.id }, `house: wallet ${what} got no answer`);
      return undefined;
    }
  }

  async function cancel(round: HouseRoundRow): Promise<boolean> {
    const { bet, rollback } = ids(round);
    const answer = await send(round, 'rollback', () =>
      wallet.rollback({ username: round.username, transactionId: rollback, refTransactionId: bet }),
    );
    if (answer?.status !== 'RS_OK') return false;
    await moveRound(db, round.id, 'pending', 'cancelled');
    return true;
  }

  async function pay(round: HouseRoundRow): Promise<WalletAnswer | undefined> {
    const win = {
      username: round.username,
      transactionId: ids(round).win,
      roundId: round.id,
      gameCode: round.game,
      // The stake at risk, so hedged bets (player and banker) count only their difference as turnover.
      turnover: Number(stakeAtRisk(round.bet as HousePlayBody)),
    };
    for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt++) {
      const answer = await send(round, 'win', () => wallet.win({ ...win, amount: Number(round.payout) }));
      if (!answer) continue;
      if (answer.status !== 'RS_OK') {
        // Cannot happen while this provider is the only one settling its rounds; never retried forever.
        log.error(
          { round: round.id, status: answer.status },
          'house: the wallet refused the win of a placed round',
        );
      }
      await moveRound(db, round.id, 'placed', answer.status === 'RS_OK' ? 'settled' : 'cancelled');
      return answer;
    }
    return undefined;
  }

  return {
    /** What the member's request waits for: the stake, then the payout. */
    async settle(round: HouseRoundRow): Promise<{ status: HouseRoundStatus; balance: bigint }> {
      const placed = await send(round, 'bet', () =>
        wallet.bet({
          username: round.username,
          transactionId: ids(round).bet,
          roundId: round.id,
          gameCode: round.game,
          amount: Number(round.stake),
        }),
      );
      if (!placed) {
        await cancel(round);
        throw fail('UNAVAILABLE', 'houseUnavailable');
      }
      if (placed.status !== 'RS_OK') {
        await moveRound(db, round.id, 'pending', 'refused');
        throw placed.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
          ? fail('CONFLICT', 'insufficientFunds')
          : fail('UNAVAILABLE', 'houseUnavailable');
      }
      await moveRound(db, round.id, 'pending', 'placed');
      const paid = await pay(round);
      return paid?.status === 'RS_OK'
        ? { status: 'settled', balance: BigInt(paid.balance) }
        : { status: 'placed', balance: BigInt(placed.balance) };
    },

    /**
     * Finishes rounds left unfinished: all of them (the sweep), or one player's before their next round,
     * which then waits until the wallet can be reached again.
     */
    async finishStale(username?: string) {
      for (const round of await staleRounds(db, STALE_SECONDS, username)) {
        const finished = round.status === 'pending' ? await cancel(round) : (await pay(round)) !== undefined;
        if (!finished && username !== undefined) throw fail('UNAVAILABLE', 'houseRoundUnfinished');
      }
    },
  };
}
