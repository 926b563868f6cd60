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
  houseAccount,
  isInsufficientFunds,
  memberAccount,
  PLAYABLE_WALLET,
  transfer,
} from '../../ledger';
import { earnTickets } from '../../wheel/earn-tickets';
import type { MaintenanceNotice } from '../maintenance';
import { earnsTickets } from '../ticket-edge';
import type { PartnerRegistry } from '../partners/types';
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
import { settleRound } from './settle';

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
}

const answer = (status: WalletStatus, balance: bigint): WalletAnswer => ({
  status,
  balance: Number(balance),
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
 * The seamless wallet API (docs/decisions/053-wallet-api-answers.md). Each call runs in ONE database transaction: the
 * partner's transaction id is claimed first (repeats wait for it and get the first answer), then the round
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
      return answer(outcome.status, balance);
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
        if (!round) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (round.memberId !== call.memberId) return refuse('RS_ERROR_UNKNOWN');
        if (round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        const paid =
          amount > 0n
            ? await transfer(tx, {
                from: partnerAccount(partner),
                to: wallet(call),
                amount,
                kind: 'win',
                reference: `game-round:${round.id}`,
                idempotencyKey: keyOf(partner, body.transactionId),
                meta: { roundId: body.roundId, gameCode: body.gameCode },
              })
            : undefined;
        const { result, turnover } = settleRound(round.betAmount, round.refundAmount, amount, {
          bets: round.betCount,
          partnerTurnover: body.turnover === undefined ? undefined : BigInt(body.turnover),
        });
        if (earnsTickets(partner)) {
          await earnTickets(tx, { id: round.id, memberId: call.memberId, turnover }, opts.satangPerTicket);
        }
        const settled = updateRound(tx, round.id, {
          status: 'settled',
          winAmount: amount,
          result,
          turnover,
          settledAt: sql`now()`,
        });
        return { status: 'RS_OK', transferId: paid?.transferId, roundId: round.id, writes: [settled] };
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
