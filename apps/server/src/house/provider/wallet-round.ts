import type { WalletAnswer, WalletBetBody, WalletWinBody } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { fail, type AppError } from '../../lib/app-error';
import type { WalletClient } from '../../lib/wallet-client';

/**
 * The house's side of the seamless wallet round, once for every house game (slots and table games,
 * video poker and hold'em, the live tables): how a stake, its rollback and a win go to the wallet and what
 * each answer means. The games keep their own rows; they hand this protocol the moves of those rows.
 *
 * - A stake whose answer was lost is rolled back (a rollback that arrives first makes the wallet refuse the
 *   late stake), and the member is told the house is unavailable; a refused stake is the member's error.
 * - A win (0 closes a lost round) is sent again until the wallet answers, with the same transaction id, so
 *   the wallet pays it once. A refused win cannot happen while the house alone settles its rounds: logged,
 *   never retried forever.
 * Every transaction id derives from a row id, so every retry, and the sweep, repeats the same call.
 */
/** A house round of one stake (slots and table games, poker's deal), as its row stores it. */
export interface StakedRound {
  id: string;
  username: string;
  game: string;
  stake: bigint;
}

/** A round's transaction ids, derived from its row id: `:bet`, `:win`, `:rollback`. */
export const roundIds = (round: { id: string }) => ({
  bet: `${round.id}:bet`,
  win: `${round.id}:win`,
  rollback: `${round.id}:rollback`,
});

export function createWalletRounds({
  wallet,
  log,
  game,
}: {
  wallet: WalletClient;
  log: FastifyBaseLogger;
  /** Names the game family in the log ("house", "house poker", "live"). */
  game: string;
}) {
  /** One call; undefined when no answer came (its outcome is unknown: retry the same id, or roll back). */
  async function send<T>(what: string, id: string, call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (err) {
      log.warn({ err, id }, `${game}: wallet ${what} got no answer`);
      return undefined;
    }
  }

  /** Takes back a stake; true once the wallet confirmed it (then `rolledBack` moves the row). */
  async function rollBack(
    stake: { username: string; transactionId: string },
    rollbackId: string,
    rolledBack: () => Promise<unknown>,
  ): Promise<boolean> {
    const answer = await send('rollback', rollbackId, () =>
      wallet.rollback({
        username: stake.username,
        transactionId: rollbackId,
        refTransactionId: stake.transactionId,
      }),
    );
    if (answer?.status !== 'RS_OK') return false;
    await rolledBack();
    return true;
  }

  function refusedWin(id: string, answer: WalletAnswer) {
    if (answer.status !== 'RS_OK')
      log.error({ id, status: answer.status }, `${game}: the wallet refused the win of a placed round`);
  }

  const api = {
    send,
    rollBack,

    /**
     * A stake of a row in its first state: placed → `moves.placed` and the balance; refused → `moves.refused`
     * and the member's error (`noMoney` when the credit did not cover it); no answer → rolled back
     * (`moves.rolledBack`) and the house is unavailable. The row was stored before the call.
     */
    async stake(
      body: WalletBetBody,
      rollbackId: string,
      moves: {
        placed: () => Promise<unknown>;
        refused: () => Promise<unknown>;
        rolledBack: () => Promise<unknown>;
      },
      noMoney: () => AppError = () => fail('CONFLICT', 'insufficientFunds'),
    ): Promise<bigint> {
      const placed = await send('bet', body.transactionId, () => wallet.bet(body));
      if (!placed) {
        await rollBack(body, rollbackId, moves.rolledBack);
        throw fail('UNAVAILABLE', 'houseUnavailable');
      }
      if (placed.status !== 'RS_OK') {
        await moves.refused();
        if (placed.status === 'RS_ERROR_NOT_ENOUGH_MONEY') throw noMoney();
        // The member's own break or loss limit: the wallet's Thai refusal, not "unavailable" (the key only
        // helps the English answer find its text; a loss limit's is found by its own words).
        throw placed.message
          ? fail('FORBIDDEN', 'playOnBreak', placed.message)
          : fail('UNAVAILABLE', 'houseUnavailable');
      }
      await moves.placed();
      return BigInt(placed.balance);
    },

    /**
     * A round's win, tried `attempts` times while no answer comes; once answered, `settled(ok)` moves the
     * row (ok: the wallet paid). Undefined: no answer yet, the sweep sends it again.
     */
    async pay(
      body: WalletWinBody,
      settled: (ok: boolean) => Promise<unknown>,
      attempts = 1,
    ): Promise<WalletAnswer | undefined> {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const answer = await send('win', body.transactionId, () => wallet.win(body));
        if (!answer) continue;
        refusedWin(body.transactionId, answer);
        await settled(answer.status === 'RS_OK');
        return answer;
      }
      return undefined;
    },

    /** Many rounds' wins in one call (`wins`): the answers in order, or undefined when none came. */
    async payMany(bodies: WalletWinBody[]): Promise<WalletAnswer[] | undefined> {
      const answers = await send('wins', bodies[0]!.transactionId, () => wallet.wins(bodies));
      answers?.forEach((answer, i) => refusedWin(bodies[i]!.transactionId, answer));
      return answers;
    },

    /**
     * The stake of a round stored `pending`: `move` takes it to `placedState`, `refused` or `cancelled`
     * (`stake` above).
     */
    stakeRound<S extends string>(
      round: StakedRound,
      placedState: S,
      move: (to: S | 'refused' | 'cancelled') => Promise<unknown>,
    ) {
      const ids = roundIds(round);
      const body = {
        username: round.username,
        transactionId: ids.bet,
        roundId: round.id,
        gameCode: round.game,
        amount: Number(round.stake),
      };
      return api.stake(body, ids.rollback, {
        placed: () => move(placedState),
        refused: () => move('refused'),
        rolledBack: () => move('cancelled'),
      });
    },

    /** A `pending` round's stake taken back (its answer was lost): `move` takes it to `cancelled`. */
    cancelRound(round: StakedRound, move: (to: 'cancelled') => Promise<unknown>) {
      const ids = roundIds(round);
      return rollBack({ username: round.username, transactionId: ids.bet }, ids.rollback, () =>
        move('cancelled'),
      );
    },

    /**
     * The sweep of one game's unfinished rounds (`stale`, oldest first), and a member's own before their
     * next round (`forMember`): a `pending` stake is taken back (`cancelled` moves the row), a round in
     * `paying.state` gets its win again (`paying.send`: true once answered), any other state goes to
     * `other` (poker's call and abandoned hands). A member's round left unfinished refuses their next one
     * until the wallet can be reached again; the sweep goes on to the next round.
     */
    async finishStale<R extends StakedRound & { status: string }>(
      stale: readonly R[],
      how: {
        cancelled: (round: R) => (to: 'cancelled') => Promise<unknown>;
        paying: { state: string; send: (round: R) => Promise<boolean> };
        other?: (round: R) => Promise<boolean>;
      },
      forMember = false,
    ) {
      for (const round of stale) {
        const finished =
          round.status === 'pending'
            ? await api.cancelRound(round, how.cancelled(round))
            : round.status === how.paying.state
              ? await how.paying.send(round)
              : ((await how.other?.(round)) ?? true);
        if (!finished && forMember) throw fail('UNAVAILABLE', 'houseRoundUnfinished');
      }
    },
  };
  return api;
}
export type WalletRounds = ReturnType<typeof createWalletRounds>;
