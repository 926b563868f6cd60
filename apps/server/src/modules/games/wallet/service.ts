import { createHash } from 'node:crypto';
import type {
  WalletAnswer,
  WalletBetBody,
  WalletRollbackBody,
  WalletStatus,
  WalletWinBody,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/types';
import {
  balancesOf,
  houseAccount,
  isInsufficientFunds,
  memberAccount,
  PLAYABLE_WALLET,
  transfer,
} from '../../ledger';
import type { PartnerRegistry } from '../partners/types';
import {
  addRoundBet,
  claimTransaction,
  deleteRound,
  findMemberByUsername,
  findTransaction,
  lockRound,
  lockRoundById,
  openRound,
  updateRound,
  updateTransaction,
  type TransactionRow,
} from './repo';
import { settleRound } from './settle';

type Kind = 'bet' | 'win' | 'rollback';
type Member = { id: string; locked: boolean };
/** What handling one call decided; the answer's balance is read afterwards. */
interface Outcome {
  status: WalletStatus;
  transferId?: string;
  roundId?: string;
  amount?: bigint;
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
 * The seamless wallet API (docs/DECISIONS.md "Games"). Each call runs in ONE database transaction: the
 * partner's transaction id is claimed first (repeats wait for it and get the first answer), then the round
 * is locked, then the ledger moves money between the member's playable wallet and `partner:<name>`. That
 * lock order (transaction id, round, accounts) is the same for every call, so calls never deadlock.
 */
export function createWalletService(db: Db, partners: PartnerRegistry) {
  const partnerAccount = (partner: string) => houseAccount(`partner:${partner}`);
  const wallet = (member: Member) => memberAccount(member.id, PLAYABLE_WALLET);
  const keyOf = (partner: string, transactionId: string) => `game:${partner}:${transactionId}`;

  function keyed(
    partner: string,
    kind: Kind,
    body: { username: string; transactionId: string },
    fields: { amount?: bigint; refTransactionId?: string },
    handle: (tx: Executor, member: Member) => Promise<Outcome>,
  ): Promise<WalletAnswer> {
    return db.transaction(async (tx) => {
      const member = await findMemberByUsername(tx, body.username);
      if (!member) return answer('RS_ERROR_UNKNOWN_USER', 0n);
      const fingerprint = fingerprintOf(kind, body);
      const claimed = await claimTransaction(tx, {
        partner,
        transactionId: body.transactionId,
        kind,
        memberId: member.id,
        ...fields,
        fingerprint,
        status: 'accepted',
        answerStatus: 'RS_ERROR_UNKNOWN',
        answerBalance: 0n,
      });
      if (!claimed)
        return repeatOf(await findTransaction(tx, partner, body.transactionId), fingerprint, tx, member);
      const outcome = await handle(tx, member);
      const balance = await playable(tx, member.id);
      await updateTransaction(tx, claimed.id, {
        status: outcome.status === 'RS_OK' ? 'accepted' : 'refused',
        answerStatus: outcome.status,
        answerBalance: balance,
        transferId: outcome.transferId ?? null,
        roundId: outcome.roundId ?? null,
        ...(outcome.amount !== undefined && { amount: outcome.amount }),
      });
      return answer(outcome.status, balance);
    });
  }

  /** The first answer to the same call; an id taken by another call (or a cancelled bet) is refused. */
  async function repeatOf(
    row: TransactionRow | undefined,
    fingerprint: string,
    tx: Executor,
    member: Member,
  ) {
    if (row && row.fingerprint === fingerprint)
      return answer(row.answerStatus as WalletStatus, row.answerBalance);
    return answer('RS_ERROR_UNKNOWN', await playable(tx, member.id));
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

    bet(partner: string, body: WalletBetBody) {
      const amount = BigInt(body.amount);
      return keyed(partner, 'bet', body, { amount }, async (tx, member) => {
        if (member.locked) return refuse('RS_ERROR_UNKNOWN');
        const { row: round } = await openRound(tx, {
          partner,
          providerRoundId: body.roundId,
          memberId: member.id,
          gameCode: body.gameCode,
        });
        if (round.memberId !== member.id) return refuse('RS_ERROR_UNKNOWN');
        if (round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        try {
          const { transferId } = await transfer(tx, {
            from: wallet(member),
            to: partnerAccount(partner),
            amount,
            kind: 'bet',
            reference: `game-round:${round.id}`,
            idempotencyKey: keyOf(partner, body.transactionId),
            meta: { roundId: body.roundId, gameCode: body.gameCode },
          });
          await addRoundBet(tx, round.id, amount);
          return { status: 'RS_OK', transferId, roundId: round.id };
        } catch (err) {
          if (!isInsufficientFunds(err)) throw err;
          // A round opened by this refused bet alone would be an empty round in the member's history.
          if (round.betAmount === 0n) await deleteRound(tx, round.id);
          return refuse('RS_ERROR_NOT_ENOUGH_MONEY');
        }
      });
    },

    win(partner: string, body: WalletWinBody) {
      const amount = BigInt(body.amount);
      return keyed(partner, 'win', body, { amount }, async (tx, member) => {
        const round = await lockRound(tx, partner, body.roundId);
        if (!round) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (round.memberId !== member.id) return refuse('RS_ERROR_UNKNOWN');
        if (round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        const paid =
          amount > 0n
            ? await transfer(tx, {
                from: partnerAccount(partner),
                to: wallet(member),
                amount,
                kind: 'win',
                reference: `game-round:${round.id}`,
                idempotencyKey: keyOf(partner, body.transactionId),
                meta: { roundId: body.roundId, gameCode: body.gameCode },
              })
            : undefined;
        const { result, turnover } = settleRound(round.betAmount, round.refundAmount, amount);
        await updateRound(tx, round.id, {
          status: 'settled',
          winAmount: amount,
          result,
          turnover,
          settledAt: sql`now()`,
        });
        return { status: 'RS_OK', transferId: paid?.transferId, roundId: round.id };
      });
    },

    rollback(partner: string, body: WalletRollbackBody) {
      const ref = body.refTransactionId;
      return keyed(partner, 'rollback', body, { refTransactionId: ref }, async (tx, member) => {
        let bet = await findTransaction(tx, partner, ref);
        if (!bet) {
          // Not seen yet: keep its id as a cancelled bet, so the bet is refused if it arrives late.
          const cancelled = await claimTransaction(tx, {
            partner,
            transactionId: ref,
            kind: 'bet',
            memberId: member.id,
            status: 'cancelled',
            answerStatus: 'RS_ERROR_UNKNOWN',
            answerBalance: 0n,
          });
          if (cancelled) return { status: 'RS_OK' };
          bet = await findTransaction(tx, partner, ref); // the bet committed while we waited for its id
        }
        if (!bet || bet.kind !== 'bet' || bet.memberId !== member.id) return refuse('RS_ERROR_UNKNOWN');
        // Cancelled, already rolled back or refused: nothing was taken, nothing to give back.
        if (bet.status !== 'accepted' || !bet.roundId) return { status: 'RS_OK' };
        const round = await lockRoundById(tx, bet.roundId);
        if (!round || round.status !== 'open') return refuse('RS_ERROR_ROUND_CLOSED');
        const { transferId } = await transfer(tx, {
          from: partnerAccount(partner),
          to: wallet(member),
          amount: bet.amount,
          kind: 'refund',
          reference: `game-round:${round.id}`,
          idempotencyKey: keyOf(partner, body.transactionId),
          meta: { refundOf: bet.transferId, roundId: round.providerRoundId },
        });
        const refundAmount = round.refundAmount + bet.amount;
        await updateRound(
          tx,
          round.id,
          refundAmount === round.betAmount
            ? { refundAmount, status: 'refunded', settledAt: sql`now()` }
            : { refundAmount },
        );
        await updateTransaction(tx, bet.id, { status: 'rolled_back' });
        return { status: 'RS_OK', transferId, roundId: round.id, amount: bet.amount };
      });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
