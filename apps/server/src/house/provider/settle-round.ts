import type { HousePlayBody } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { WalletClient } from '../../lib/wallet-client';
import { stakeAtRisk } from './games';
import { moveRound, staleRounds, type HouseRoundRow, type HouseRoundStatus } from './repo';
import { createWalletRounds, roundIds } from './wallet-round';

/**
 * Older than this, an unfinished round belongs to no request any more (a wallet call times out after
 * 10 s, a win is tried twice): the sweep or the member's next round finishes it.
 */
const STALE_SECONDS = 60;
const WIN_ATTEMPTS = 2;

/**
 * A house round's wallet calls (the protocol: wallet-round.ts): bet, then win (0 closes a lost round).
 * The transaction ids derive from the round id: `:bet`, `:win`, `:rollback`.
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
  const rounds = createWalletRounds({ wallet, log, game: 'house' });
  const fromPending = (round: HouseRoundRow) => (to: HouseRoundStatus) =>
    moveRound(db, round.id, 'pending', to);

  const pay = (round: HouseRoundRow) =>
    rounds.pay(
      {
        username: round.username,
        transactionId: roundIds(round).win,
        roundId: round.id,
        gameCode: round.game,
        amount: Number(round.payout),
        // The stake at risk, so hedged bets (player and banker) count only their difference as turnover.
        turnover: Number(stakeAtRisk(round.bet as HousePlayBody)),
      },
      (ok) => moveRound(db, round.id, 'placed', ok ? 'settled' : 'cancelled'),
      WIN_ATTEMPTS,
    );

  return {
    /** What the member's request waits for: the stake, then the payout. */
    async settle(round: HouseRoundRow): Promise<{ status: HouseRoundStatus; balance: bigint }> {
      const staked = await rounds.stakeRound(round, 'placed', fromPending(round));
      const paid = await pay(round);
      return paid?.status === 'RS_OK'
        ? { status: 'settled', balance: BigInt(paid.balance) }
        : { status: 'placed', balance: staked };
    },

    /**
     * Finishes rounds left unfinished (the protocol's sweep): all of them, or one player's before their
     * next round, which then waits until the wallet can be reached again.
     */
    async finishStale(username?: string) {
      await rounds.finishStale(
        await staleRounds(db, STALE_SECONDS, username),
        {
          cancelled: fromPending,
          paying: { state: 'placed', send: async (round) => (await pay(round)) !== undefined },
        },
        username !== undefined,
      );
    },
  };
}
