import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { balancesOf, houseAccount, memberAccount, PLAYABLE_WALLET, transfer } from '../ledger';
import type { TransferOutcome, TransferPartner } from './partners/types';
import {
  insertPartnerTransfer,
  lockPendingPartnerTransfer,
  pendingPartnerTransfers,
  recordEmptyReload,
  resolvePartnerTransfer,
  type PartnerTransferRow,
} from './transfer-repo';

export interface GameMember {
  id: string;
  username: string;
}

const playable = async (ex: Executor, memberId: string) =>
  (await balancesOf(ex, memberId))[PLAYABLE_WALLET].available;

/**
 * Transfer-style partners (docs/decisions/052-partners-and-house-provider.md). Launching moves the member's
 * whole playable credit to the partner's side; the reload button brings back what the partner holds. Money
 * leaves our ledger before the partner is asked (out) and enters it only after the partner confirmed (in); a
 * transfer whose answer was lost stays pending and is asked again, with the same id, before the member's next
 * move.
 */
export function createTransferWallet(db: Db, log: FastifyBaseLogger) {
  const partnerAccount = (partner: TransferPartner) => houseAccount(`partner:${partner.name}`);

  /** Asks the partner, then books its answer. 'pending' when no answer came. */
  async function complete(partner: TransferPartner, member: GameMember, row: PartnerTransferRow) {
    let outcome: TransferOutcome;
    try {
      outcome =
        row.direction === 'out'
          ? await partner.deposit(member.username, row.amount, row.id)
          : await partner.withdraw(member.username, row.amount, row.id);
    } catch (err) {
      log.warn({ err, partner: partner.name, transferId: row.id }, 'game partner transfer got no answer');
      return 'pending' as const;
    }
    return db.transaction(async (tx) => {
      if (!(await lockPendingPartnerTransfer(tx, row.id))) return outcome; // resolved by another process
      // The member gets money back when the partner paid it out (in, done) or never took it (out, refused).
      const credit = row.direction === 'in' ? outcome === 'done' : outcome === 'refused';
      if (credit) {
        await transfer(tx, {
          from: partnerAccount(partner),
          to: memberAccount(member.id, PLAYABLE_WALLET),
          amount: row.amount,
          kind: 'game_transfer',
          reference: `game-transfer:${row.id}`,
          idempotencyKey: `game-transfer:${row.id}:${row.direction === 'in' ? 'in' : 'undo'}`,
        });
      }
      await resolvePartnerTransfer(tx, row.id, outcome === 'done' ? 'done' : 'failed');
      return outcome;
    });
  }

  async function settlePending(partner: TransferPartner, member: GameMember) {
    for (const row of await pendingPartnerTransfers(db, partner.name, member.id)) {
      if ((await complete(partner, member, row)) === 'pending')
        throw fail('UNAVAILABLE', 'gameTransferFailed');
    }
  }

  return {
    /** At launch: the whole playable credit goes to the partner's side. */
    async moveOut(partner: TransferPartner, member: GameMember) {
      await settlePending(partner, member);
      const row = await db.transaction(async (tx) => {
        const amount = await playable(tx, member.id);
        if (amount <= 0n) return undefined;
        const created = await insertPartnerTransfer(tx, {
          partner: partner.name,
          memberId: member.id,
          direction: 'out',
          amount,
        });
        await transfer(tx, {
          from: memberAccount(member.id, PLAYABLE_WALLET),
          to: partnerAccount(partner),
          amount,
          kind: 'game_transfer',
          reference: `game-transfer:${created.id}`,
          idempotencyKey: `game-transfer:${created.id}:out`,
        });
        return created;
      });
      if (row && (await complete(partner, member, row)) !== 'done')
        throw fail('UNAVAILABLE', 'gameTransferFailed');
    },

    /** The reload button: everything the partner holds for the member comes back to the playable wallet. */
    async pullBack(partner: TransferPartner, member: GameMember) {
      await settlePending(partner, member);
      let amount: bigint;
      try {
        amount = await partner.balance(member.username);
      } catch (err) {
        log.warn({ err, partner: partner.name }, 'game partner balance got no answer');
        throw fail('UNAVAILABLE', 'gameTransferFailed');
      }
      if (amount <= 0n) return recordEmptyReload(db, partner.name, member.id);
      const row = await insertPartnerTransfer(db, {
        partner: partner.name,
        memberId: member.id,
        direction: 'in',
        amount,
      });
      if ((await complete(partner, member, row)) !== 'done') throw fail('UNAVAILABLE', 'gameTransferFailed');
    },
  };
}
export type TransferWallet = ReturnType<typeof createTransferWallet>;
