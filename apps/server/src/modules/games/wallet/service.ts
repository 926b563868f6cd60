import { createHash, randomUUID } from 'node:crypto';
import type {
  WalletAnswer,
  WalletBetBody,
  WalletRollbackBody,
  WalletStatus,
  WalletWinBody,
} from '@chokdee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/types';
import {
  balancesOf,
  creditMany,
  houseAccount,
  isInsufficientFunds,
  memberAccount,
  PLAYABLE_WALLET,
  playableOfMany,
  transfer,
  type TransferInput,
} from '../../ledger';
import { earnTickets, earnTicketsMany } from '../ticket-earning';
import type { MaintenanceNotice } from '../../../lib/maintenance';
import { earnsTickets } from '../ticket-edge';
import type { PartnerRegistry } from '../partners/types';
import type { PlayGate } from '../play-gate';
import {
  addRoundBet,
  claimCall,
  claimTransaction,
  deleteRound,
  findMemberByUsername,
  findTransaction,
  finishCall,
  lockRound,
  lockRoundById,
  updateRound,
  updateTransaction,
  type RoundStep,
  type RoundView,
} from './repo';
import { settleRound, type RoundResult } from './settle';
import { claimWins, finishWins, lockRounds } from './wins-repo';

type Kind = 'bet' | 'win' | 'rollback';
/** The claimed call's member, and its round when the call named one (locked; absent if none exists). */
interface Call {
  memberId: string;
  locked: boolean;
  round: RoundView | undefined;
}
/** What handling one call decided; the answer's balance is read afterwards. */
interface Outcome {
  status: WalletStatus;
  transferId?: string;
  roundId?: string;
  amount?: bigint;
  /** Writes stored with the answer, in the same statement (finishCall). */
  writes?: SQL[];
  /** The play gate's Thai refusal, sent with the answer (not stored: a repeat answers its status alone). */
  message?: string;
}

const answer = (status: WalletStatus, balance: bigint, message?: string): WalletAnswer => ({
  status,
  balance: Number(balance),
  ...(message !== undefined && { message }),
});
const refuse = (status: WalletStatus): Outcome => ({ status });
const playable = async (ex: Executor, memberId: string) =>
  (await balancesOf(ex, memberId))[PLAYABLE_WALLET].available;
/** The fields that make two calls "the same call": a repeat must match to get the first answer. */
const fingerprintOf = (kind: Kind, body: object) =>
  createHash('sha256')
    .update(JSON.stringify([kind, body]))
    .digest('hex');

/**
 * What a win does with its round (locked): refused, or settled with this result and turnover. The one rule
 * of `win` and `wins`.
 */
function judgeWin(
  memberId: string,
  round: RoundView | undefined,
  body: WalletWinBody,
): { refused: WalletStatus } | { result: RoundResult; turnover: bigint } {
  if (!round) return { refused: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
  if (round.memberId !== memberId) return { refused: 'RS_ERROR_UNKNOWN' };
  if (round.status !== 'open') return { refused: 'RS_ERROR_ROUND_CLOSED' };
  return settleRound(round.betAmount, round.refundAmount, BigInt(body.amount), {
    bets: round.betCount,
    partnerTurnover: body.turnover === undefined ? undefined : BigInt(body.turnover),
  });
}

/** The ledger transfer paying a win: partner's house account → the member's playable wallet. */
function winTransfer(
  partner: string,
  memberId: string,
  round: RoundView,
  body: WalletWinBody,
): TransferInput {
  return {
    from: houseAccount(`partner:${partner}`),
    to: memberAccount(memberId, PLAYABLE_WALLET),
    amount: BigInt(body.amount),
    kind: 'win',
    reference: `game-round:${round.id}`,
    idempotencyKey: `game:${partner}:${body.transactionId}`,
    meta: { roundId: body.roundId, gameCode: body.gameCode },
  };
}

/**
 * The seamless wallet API (docs/decisions/053-wallet-api-answers.md). Each call runs in ONE database
 * transaction: the partner's transaction id is claimed first (repeats wait for it and get the first answer), then the round
 * is locked, then the ledger moves money between the member's playable wallet and `partner:<name>`. That
 * lock order (transaction id, round, accounts) is the same for every call, so calls never deadlock.
 *
 * Round trips are what a call costs under load (docs/BENCHMARKS.md): member, claim and round are one
 * statement (claimCall), and the answer is stored with the round's change in another (finishCall).
 * A settle also earns the round's spin tickets, in its own transaction (docs/decisions/045-tickets-from-play.md).
 */
export function createWalletService(
  db: Db,
  partners: PartnerRegistry,
  opts: {
    /** Satang of countable turnover per spin ticket (SPIN_TICKET_EVERY_BAHT). */ satangPerTicket: bigint;
    /** The operator's maintenance notice: no bet opens a round while it is on (games/maintenance.ts). */
    maintenance: MaintenanceNotice;
    /** Breaks and loss limits (play-limits, handed in by app.ts): no bet is staked while it refuses. */
    playGate: PlayGate;
  },
) {
  const partnerAccount = (partner: string) => houseAccount(`partner:${partner}`);
  const wallet = (call: Call) => memberAccount(call.memberId, PLAYABLE_WALLET);
  const keyOf = (partner: string, transactionId: string) => `game:${partner}:${transactionId}`;

  function keyed(
    partner: string,
    kind: Kind,
    body: { username: string; transactionId: string },
    fields: { amount?: bigint; refTransactionId?: string; step?: RoundStep },
    handle: (tx: Executor, call: Call) => Promise<Outcome>,
  ): Promise<WalletAnswer> {
    return db.transaction(async (tx) => {
      const id = randomUUID();
      const fingerprint = fingerprintOf(kind, body);
      const claimed = await claimCall(
        tx,
        {
          id,
          partner,
          transactionId: body.transactionId,
          kind,
          username: body.username,
          amount: fields.amount ?? 0n,
          refTransactionId: fields.refTransactionId ?? null,
          fingerprint,
        },
        fields.step,
      );
      if (claimed.outcome === 'unknownUser') return answer('RS_ERROR_UNKNOWN_USER', 0n);
      if (claimed.outcome === 'taken') {
        // The first answer to the same call; an id taken by another call (or a cancelled bet) is refused.
        const { earlier } = claimed;
        if (earlier.fingerprint === fingerprint)
          return answer(earlier.answerStatus as WalletStatus, earlier.answerBalance);
        return answer('RS_ERROR_UNKNOWN', await playable(tx, claimed.memberId));
      }
      const outcome = await handle(tx, claimed);
      const balance = await playable(tx, claimed.memberId);
      const stored = updateTransaction(tx, id, {
        status: outcome.status === 'RS_OK' ? 'accepted' : 'refused',
        answerStatus: outcome.status,
        answerBalance: balance,
        transferId: outcome.transferId ?? null,
        roundId: outcome.roundId ?? null,
        ...(outcome.amount !== undefined && { amount: outcome.amount }),
      });
      await finishCall(tx, stored, outcome.writes ?? []);
      return answer(outcome.status, balance, outcome.message);
    });
  }

  return {
    /** The signing secret of a seamless partner; undefined for anyone else (every call then fails its check). */
    secretOf(partner: string): string | undefined {
      const p = partners.get(partner);
      return p?.style === 'seamless' ? p.secret : undefined;
    },

    async balance(body: { username: string }): Promise<WalletAnswer> {
      const member = await findMemberByUsername(db, body.username);
      if (!member) return answer('RS_ERROR_UNKNOWN_USER', 0n);
      return answer('RS_OK', await playable(db, member.id));
    },

    async bet(partner: string, body: WalletBetBody) {
      const amount = BigInt(body.amount);
      const step = { open: { providerRoundId: body.roundId, gameCode: body.gameCode } };
      // Read before the transaction: the config may need the database.
      const closed = (await opts.maintenance()) !== undefined;
      return keyed(partner, 'bet', body, { amount, step }, async (tx, call) => {
        if (call.locked) return refuse('RS_ERROR_UNKNOWN');
        const round = call.round!; // a claimed bet of an unlocked member always has its round
        if (round.memberId !== call.memberId) return refuse('RS_ERROR_UNKNOWN');
        if (round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        // Maintenance: no new round (this bet opened it, nothing staked yet); an open one plays on.
        if (closed && round.betAmount === 0n) {
          return { status: 'RS_ERROR_UNKNOWN', writes: [deleteRound(tx, round.id)] };
        }
        // A break or a reached loss limit refuses every bet, in an open round too (its wins and rollbacks
        // still go through). RS_ERROR_UNKNOWN, as for a locked member: the list has no closer status and
        // partners already treat it as "refused, nothing moved"; the refusal's Thai text goes with it. The
        // gate holds the member's limits row until this call commits: a limit changed meanwhile applies from
        // the next bet.
        const refusal = await opts.playGate(tx, call.memberId);
        if (refusal) {
          return {
            status: 'RS_ERROR_UNKNOWN',
            writes: round.betAmount === 0n ? [deleteRound(tx, round.id)] : [],
            message: refusal.text,
          };
        }
        try {
          const { transferId } = await transfer(tx, {
            from: wallet(call),
            to: partnerAccount(partner),
            amount,
            kind: 'bet',
            reference: `game-round:${round.id}`,
            idempotencyKey: keyOf(partner, body.transactionId),
            meta: { roundId: body.roundId, gameCode: body.gameCode },
          });
          return {
            status: 'RS_OK',
            transferId,
            roundId: round.id,
            writes: [addRoundBet(tx, round.id, amount)],
          };
        } catch (err) {
          if (!isInsufficientFunds(err)) throw err;
          // A round opened by this refused bet alone would be an empty round in the member's history.
          const writes = round.betAmount === 0n ? [deleteRound(tx, round.id)] : [];
          return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', writes };
        }
      });
    },

    win(partner: string, body: WalletWinBody) {
      const amount = BigInt(body.amount);
      const step = { lock: { providerRoundId: body.roundId } };
      return keyed(partner, 'win', body, { amount, step }, async (tx, call) => {
        // claimCall locks the round as of its statement's snapshot, taken before any wait for the id
        // (a repeat in flight): a round committed during that wait is only found by a new statement.
        const round = call.round ?? (await lockRound(tx, partner, body.roundId));
        const judged = judgeWin(call.memberId, round, body);
        if ('refused' in judged) return refuse(judged.refused);
        const paid =
          amount > 0n ? await transfer(tx, winTransfer(partner, call.memberId, round!, body)) : undefined;
        if (earnsTickets(partner)) {
          await earnTickets(
            tx,
            { id: round!.id, memberId: call.memberId, turnover: judged.turnover },
            opts.satangPerTicket,
          );
        }
        const settled = updateRound(tx, round!.id, {
          status: 'settled',
          winAmount: amount,
          result: judged.result,
          turnover: judged.turnover,
          settledAt: sql`now()`,
        });
        return { status: 'RS_OK', transferId: paid?.transferId, roundId: round!.id, writes: [settled] };
      });
    },

    /**
     * Many members' wins in ONE transaction of a fixed number of statements (a live round's bettors): each
     * win decided by the same rule as `win` (judgeWin), paid by the same transfer with the same key, its
     * tickets earned alike, its answer stored on its own transaction id, so a repeat sent alone or in
     * another call gets the first answer. Same lock order as `win`: every transaction id, every round, then
     * the ledger's accounts (creditMany), the ticket progress, the ticket accounts.
     */
    wins(partner: string, bodies: readonly WalletWinBody[]): Promise<WalletAnswer[]> {
      return db.transaction(async (tx) => {
        const calls = bodies.map((body) => ({
          id: randomUUID(),
          partner,
          transactionId: body.transactionId,
          kind: 'win' as const,
          username: body.username,
          amount: BigInt(body.amount),
          refTransactionId: null,
          fingerprint: fingerprintOf('win', body),
        }));
        const claims = await claimWins(tx, partner, calls);
        const rounds = await lockRounds(
          tx,
          partner,
          bodies.filter((_, i) => claims[i]!.outcome === 'claimed').map((b) => b.roundId),
        );
        const judged = bodies.map((body, i) => {
          const claim = claims[i]!;
          if (claim.outcome !== 'claimed') return undefined;
          const round = rounds.get(body.roundId);
          return {
            body,
            call: calls[i]!,
            memberId: claim.memberId,
            round,
            ...judgeWin(claim.memberId, round, body),
          };
        });
        const settling = judged.flatMap((j) => (j && !('refused' in j) ? [{ ...j, round: j.round! }] : []));
        const paying = settling.filter((j) => j.call.amount > 0n);
        const paid = await creditMany(
          tx,
          paying.map((j) => winTransfer(partner, j.memberId, j.round, j.body)),
        );
        const transferOf = new Map(paying.map((j, k) => [j.call.id, paid[k]!.transferId]));
        if (earnsTickets(partner)) {
          await earnTicketsMany(
            tx,
            settling.map((j) => ({ id: j.round.id, memberId: j.memberId, turnover: j.turnover })),
            opts.satangPerTicket,
          );
        }
        const members = claims.flatMap((c) => (c.outcome === 'unknownUser' ? [] : [c.memberId]));
        const balances = await playableOfMany(tx, members);
        await finishWins(
          tx,
          judged.flatMap((j) =>
            j
              ? [
                  {
                    id: j.call.id,
                    status: 'refused' in j ? ('refused' as const) : ('accepted' as const),
                    answerStatus: 'refused' in j ? j.refused : 'RS_OK',
                    answerBalance: balances.get(j.memberId)!,
                    transferId: transferOf.get(j.call.id) ?? null,
                    roundId: 'refused' in j ? null : j.round!.id,
                  },
                ]
              : [],
          ),
          settling.map((j) => ({
            id: j.round.id,
            winAmount: j.call.amount,
            result: j.result,
            turnover: j.turnover,
          })),
        );
        return claims.map((claim, i) => {
          if (claim.outcome === 'unknownUser') return answer('RS_ERROR_UNKNOWN_USER', 0n);
          const balance = balances.get(claim.memberId)!;
          if (claim.outcome === 'taken') {
            const { earlier } = claim;
            if (earlier.fingerprint === calls[i]!.fingerprint)
              return answer(earlier.answerStatus as WalletStatus, earlier.answerBalance);
            return answer('RS_ERROR_UNKNOWN', balance);
          }
          const j = judged[i]!;
          return answer('refused' in j ? j.refused : 'RS_OK', balance);
        });
      });
    },

    rollback(partner: string, body: WalletRollbackBody) {
      const ref = body.refTransactionId;
      return keyed(partner, 'rollback', body, { refTransactionId: ref }, async (tx, call) => {
        let bet = await findTransaction(tx, partner, ref);
        if (!bet) {
          // Not seen yet: keep its id as a cancelled bet, so the bet is refused if it arrives late.
          const cancelled = await claimTransaction(tx, {
            partner,
            transactionId: ref,
            kind: 'bet',
            memberId: call.memberId,
            status: 'cancelled',
            answerStatus: 'RS_ERROR_UNKNOWN',
            answerBalance: 0n,
          });
          if (cancelled) return { status: 'RS_OK' };
          bet = await findTransaction(tx, partner, ref); // the bet committed while we waited for its id
        }
        if (!bet || bet.kind !== 'bet' || bet.memberId !== call.memberId) return refuse('RS_ERROR_UNKNOWN');
        // Cancelled, already rolled back or refused: nothing was taken, nothing to give back.
        if (bet.status !== 'accepted' || !bet.roundId) return { status: 'RS_OK' };
        const round = await lockRoundById(tx, bet.roundId);
        if (!round || round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        const { transferId } = await transfer(tx, {
          from: partnerAccount(partner),
          to: wallet(call),
          amount: bet.amount,
          kind: 'refund',
          reference: `game-round:${round.id}`,
          idempotencyKey: keyOf(partner, body.transactionId),
          meta: { refundOf: bet.transferId, roundId: round.providerRoundId },
        });
        const refundAmount = round.refundAmount + bet.amount;
        const betCount = round.betCount - 1; // the round is locked: no other call changes it meanwhile
        const refunded = updateRound(
          tx,
          round.id,
          refundAmount === round.betAmount
            ? { refundAmount, betCount, status: 'refunded', settledAt: sql`now()` }
            : { refundAmount, betCount },
        );
        const writes = [refunded, updateTransaction(tx, bet.id, { status: 'rolled_back' })];
        return { status: 'RS_OK', transferId, roundId: round.id, amount: bet.amount, writes };
      });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
