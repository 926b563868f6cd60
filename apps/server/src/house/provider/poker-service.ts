import type {
  HousePokerDealBody,
  HousePokerDecideBody,
  HousePokerGame,
  HousePokerRound,
  Language,
  WalletAnswer,
} from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { dealPoker, pokerDeck } from '@chokdee/house-maths/poker/poker-deal';
import { FairRng, hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { closedForMaintenance, type MaintenanceNotice } from '../../lib/maintenance';
import type { WalletClient } from '../../lib/wallet-client';
import {
  POKER_OPEN_MINUTES,
  pokerDealStake,
  pokerInfo,
  pokerPayout,
  pokerTable,
  timeoutDecision,
  type PokerDecision,
} from './poker-games';
import {
  findPokerRound,
  insertPokerRound,
  latestPokerRounds,
  movePokerRound,
  stalePokerRounds,
  undecidedPokerRound,
  type PokerRoundRow,
  type PokerStatus,
} from './poker-repo';
import { findActivePair, lockActivePair, takeNonce, type SeedPairRow } from './repo';
import { createWalletRounds, roundIds } from './wallet-round';

/** Wallet calls older than this belong to no request any more (settle-round.ts STALE_SECONDS). */
const STALE_SECONDS = 60;
const OPEN_SECONDS = POKER_OPEN_MINUTES * 60;
const HISTORY_SIZE = 20;

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  wallet: WalletClient;
  /** The member's active seed pair, created on first use (service.ts). */
  activePair: (username: string) => Promise<SeedPairRow>;
  /** The operator's maintenance notice: no new hand is dealt while it is on; open ones are decided. */
  maintenance: MaintenanceNotice;
}

const fairnessOf = (pair: SeedPairRow) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});
const dealOf = (row: PokerRoundRow, pair: SeedPairRow) =>
  dealPoker(
    row.game as HousePokerGame,
    new FairRng({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: row.nonce }),
  );
const betOf = (row: PokerRoundRow) => row.bet as HousePokerDealBody;

/**
 * The house provider's two-step poker rounds. The deal takes the next nonce and stores the round
 * before its stake goes to the wallet; the decision is stored (one status move, so of two parallel
 * decisions one wins) before the call's stake or the win goes out. Every wallet transaction id
 * derives from the round id: `:bet`, `:call` (`:call:N` after N refused calls), `:win`, `:rollback`,
 * so a retry repeats the same call and the wallet answers it once. What a request could not finish,
 * the sweep does; an open round the member left is decided for them after POKER_OPEN_MINUTES.
 */
export function createPokerService({ db, log, wallet, activePair, maintenance }: Deps) {
  const rounds = createWalletRounds({ wallet, log, game: 'house poker' });
  const ids = (row: PokerRoundRow) => ({
    ...roundIds(row),
    call: row.callAttempts === 0 ? `${row.id}:call` : `${row.id}:call:${row.callAttempts}`,
  });

  function view(row: PokerRoundRow, pair: SeedPairRow): HousePokerRound {
    const decision = row.decision as PokerDecision | null;
    const open = row.status === 'open';
    return {
      id: row.id,
      game: row.game as HousePokerGame,
      nonce: row.nonce,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      serverSeed: pair.revealedAt ? pair.serverSeed : null,
      status: row.status as HousePokerRound['status'],
      stake: toBaht(row.stake + row.callStake),
      payout: toBaht(row.payout),
      decidedBy: row.decidedBy as HousePokerRound['decidedBy'],
      expiresAt: open ? new Date(row.updatedAt.getTime() + OPEN_SECONDS * 1000).toISOString() : null,
      table: pokerTable(dealOf(row, pair), betOf(row), open ? null : decision, row.callStake),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function balanceOf(username: string): Promise<bigint> {
    const answer = await wallet.balance(username).catch(() => undefined);
    if (answer?.status !== 'RS_OK') throw fail('UNAVAILABLE', 'houseUnavailable');
    return BigInt(answer.balance);
  }

  const fromPending = (row: PokerRoundRow) => (to: PokerStatus) => movePokerRound(db, row.id, 'pending', to);
  /** The deal's stake: pending → open, or refused (no credit), or cancelled (answer lost, rolled back). */
  const placeStake = (row: PokerRoundRow) => rounds.stakeRound(row, 'open', fromPending(row));

  /** The win (0 closes a lost round), with the whole stake at risk as turnover: paying → settled. */
  const pay = (row: PokerRoundRow): Promise<WalletAnswer | undefined> =>
    rounds.pay(
      {
        username: row.username,
        transactionId: ids(row).win,
        roundId: row.id,
        gameCode: row.game,
        amount: Number(row.payout),
        turnover: Number(row.stake + row.callStake),
      },
      (ok) => movePokerRound(db, row.id, 'paying', ok ? 'settled' : 'cancelled'),
    );

  /**
   * The hold'em call's stake, for a round in `calling`: placed → paying and paid; refused → open again
   * (the member may fold, or top up and call under the next transaction id); no answer → left calling.
   */
  async function placeCall(row: PokerRoundRow, pair: SeedPairRow) {
    const placed = await rounds.send('call', ids(row).call, () =>
      wallet.bet({
        username: row.username,
        transactionId: ids(row).call,
        roundId: row.id,
        gameCode: row.game,
        amount: Number(row.callStake),
      }),
    );
    if (!placed) return { outcome: 'unknown' as const };
    if (placed.status !== 'RS_OK') {
      if (placed.status !== 'RS_ERROR_NOT_ENOUGH_MONEY')
        log.error({ round: row.id, status: placed.status }, 'house poker: the wallet refused a call');
      await movePokerRound(db, row.id, 'calling', 'open', {
        decision: null,
        decidedBy: null,
        callStake: 0n,
        callAttempts: row.callAttempts + 1,
      });
      return { outcome: 'refused' as const, status: placed.status };
    }
    const payout = pokerPayout(dealOf(row, pair), betOf(row), { action: 'call' });
    const paying = await movePokerRound(db, row.id, 'calling', 'paying', { payout });
    const paid = paying ? await pay(paying) : undefined;
    return { outcome: 'placed' as const, balance: BigInt((paid ?? placed).balance) };
  }

  /** Stores the decision (one wins of parallel ones), then moves the money it needs. */
  async function decideRow(
    row: PokerRoundRow,
    pair: SeedPairRow,
    decision: PokerDecision,
    by: 'member' | 'timeout',
  ): Promise<bigint | undefined> {
    if ('action' in decision && decision.action === 'call') {
      const bet = betOf(row);
      if (bet.game !== 'holdem') throw fail('VALIDATION', 'pokerDecisionInvalid');
      const calling = await movePokerRound(db, row.id, 'open', 'calling', {
        decision,
        decidedBy: by,
        callStake: BigInt(bet.ante) * 200n,
      });
      if (!calling) throw fail('CONFLICT', 'pokerRoundDecided');
      const called = await placeCall(calling, pair);
      if (called.outcome === 'refused') {
        throw called.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
          ? fail('CONFLICT', 'pokerCallNoCredit')
          : fail('UNAVAILABLE', 'houseUnavailable');
      }
      if (called.outcome === 'unknown') throw fail('UNAVAILABLE', 'houseUnavailable');
      return called.balance;
    }
    const payout = pokerPayout(dealOf(row, pair), betOf(row), decision);
    const paying = await movePokerRound(db, row.id, 'open', 'paying', { decision, decidedBy: by, payout });
    if (!paying) throw fail('CONFLICT', 'pokerRoundDecided');
    const paid = await pay(paying);
    return paid?.status === 'RS_OK' ? BigInt(paid.balance) : undefined;
  }

  /** Finishes what requests left: stakes lost on the way, calls and wins unconfirmed, abandoned rounds. */
  async function finishStale(username?: string) {
    await rounds.finishStale(
      await stalePokerRounds(db, STALE_SECONDS, OPEN_SECONDS, username),
      {
        cancelled: fromPending,
        paying: { state: 'paying', send: async (row) => (await pay(row)) !== undefined },
        other: async (row) => {
          const found = await findPokerRound(db, row.id, row.username);
          if (!found) return true;
          if (row.status === 'calling') return (await placeCall(row, found.pair)).outcome !== 'unknown';
          return decideRow(row, found.pair, timeoutDecision(dealOf(row, found.pair)), 'timeout').then(
            () => true,
            (err: unknown) => {
              log.warn({ err, round: row.id }, 'house poker: finishing an abandoned round failed');
              return false;
            },
          );
        },
      },
      username !== undefined,
    );
  }

  async function current(username: string) {
    return findActivePair(db, username).then((pair) => (pair ? fairnessOf(pair) : undefined));
  }

  return {
    async deal(username: string, body: HousePokerDealBody) {
      const stake = pokerDealStake(body);
      // Read before the transaction (the config may need the database): an open hand is still answered.
      const notice = await maintenance();
      await finishStale(username);
      await activePair(username);
      // The pair's row lock serialises this member's deals (and seed rotations): one open round per game.
      const dealt = await db.transaction(async (tx) => {
        const pair = await lockActivePair(tx, username);
        const open = await undecidedPokerRound(tx, username, body.game);
        if (open) return { ...open, resumed: true };
        if (notice !== undefined) throw closedForMaintenance(notice);
        const nonce = await takeNonce(tx, pair.id);
        const round = await insertPokerRound(tx, {
          username,
          game: body.game,
          seedPairId: pair.id,
          nonce,
          stake,
          bet: body,
        });
        return { round, pair: { ...pair, nextNonce: nonce + 1 }, resumed: false };
      });
      const balance = dealt.resumed ? await balanceOf(username) : await placeStake(dealt.round);
      const found = await findPokerRound(db, dealt.round.id, username);
      return {
        round: view(found!.round, found!.pair),
        resumed: dealt.resumed,
        balance: toBaht(balance),
        fairness: (await current(username)) ?? fairnessOf(dealt.pair),
      };
    },

    async decide(username: string, body: HousePokerDecideBody) {
      const found = await findPokerRound(db, body.roundId, username);
      if (!found) throw fail('NOT_FOUND', 'pokerRoundNotFound');
      const { round, pair } = found;
      const fits = round.game === 'videoPoker' ? 'hold' in body : 'action' in body;
      if (!fits) throw fail('VALIDATION', 'pokerDecisionInvalid');
      if (round.status !== 'open') throw fail('CONFLICT', 'pokerRoundDecided');
      const decision: PokerDecision = 'hold' in body ? { hold: body.hold } : { action: body.action };
      const balance = (await decideRow(round, pair, decision, 'member')) ?? (await balanceOf(username));
      const after = await findPokerRound(db, round.id, username);
      return {
        round: view(after!.round, after!.pair),
        balance: toBaht(balance),
        fairness: (await current(username)) ?? fairnessOf(pair),
      };
    },

    async rounds(username: string, game: HousePokerGame, lang: Language = 'th') {
      const rows = await latestPokerRounds(db, username, game, HISTORY_SIZE);
      const open = await undecidedPokerRound(db, username, game);
      return {
        info: pokerInfo(game, lang),
        open: open ? view(open.round, open.pair) : null,
        rounds: rows.map(({ round, pair }) => view(round, pair)),
      };
    },

    /** The verification page: the commitment, then the whole deck of the round replayed from the seeds. */
    verify(body: {
      game: HousePokerGame;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    }) {
      if (hashServerSeed(body.serverSeed) !== body.serverSeedHash.toLowerCase())
        return { hashMatches: false, deck: null };
      return { hashMatches: true, deck: pokerDeck(dealPoker(body.game, new FairRng(body))) };
    },

    sweep: () => finishStale(),
  };
}
export type PokerService = ReturnType<typeof createPokerService>;
