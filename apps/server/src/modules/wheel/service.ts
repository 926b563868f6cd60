import { randomUUID } from 'node:crypto';
import { fillMessage, TH, type WheelPrize } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import type { WheelPrizeSnapshot } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { findMemberById } from '../auth';
import { toBaht } from '../../lib/money';
import { FairRng, verify } from '@chokdee/house-maths/provably-fair';
import { ticketProgressOf } from '../games';
import { refuseDuringBreak } from '../play-limits';
import {
  balancesOf,
  houseAccount,
  isInsufficientFunds,
  memberAccount,
  PLAYABLE_WALLET,
  transfer,
} from '../ledger';
import { drawPrizeIndex, oddsPercent } from './draw';
import {
  activeSeedPair,
  advanceNonce,
  insertSeedPair,
  insertSpin,
  listActivePrizes,
  revealSeedPair,
  spinsOf,
  type PrizeRow,
  type SeedPairRow,
  type SpinRow,
} from './repo';

/**
 * Prize coins live in the THB `prizeWallet` at 100 units (1.00 on the wire) per coin, so the wallet's
 * baht figure in user info is the coin count (docs/decisions/018-playable-credit-game-wallet.md).
 */
export const UNITS_PER_COIN = 100n;

type Kind = WheelPrize['kind'];

const snapshotOf = (p: PrizeRow): WheelPrizeSnapshot => ({
  id: p.id,
  label: p.label,
  kind: p.kind,
  amount: p.amount.toString(),
  weight: p.weight,
  sortOrder: p.sortOrder,
});

/** Wire amount: baht for CREDIT, coins for COIN, 0 for NONE. */
const wireAmount = (kind: string, amount: bigint) =>
  kind === 'CREDIT' ? toBaht(amount) : kind === 'COIN' ? Number(amount) : 0;

const prizeView = (p: WheelPrizeSnapshot, index: number): WheelPrize => ({
  index,
  id: p.id,
  label: p.label,
  kind: p.kind as Kind,
  amount: wireAmount(p.kind, BigInt(p.amount)),
  sortOrder: p.sortOrder,
});

const fairnessOf = (pair: SeedPairRow, nonce = pair.nextNonce) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce,
});

const weightsOf = (prizes: readonly { weight: number }[]) => prizes.map((p) => p.weight);

/** Pays a drawn prize from the house's prize expense, keyed by the spin (nothing for NONE). */
async function payPrize(tx: Executor, memberId: string, spinId: string, prize: PrizeRow) {
  if (prize.kind === 'NONE' || prize.amount <= 0n) return null;
  const coin = prize.kind === 'COIN';
  const { transferId } = await transfer(tx, {
    from: houseAccount('prizeExpense'),
    to: memberAccount(memberId, coin ? 'prizeWallet' : PLAYABLE_WALLET),
    amount: coin ? prize.amount * UNITS_PER_COIN : prize.amount,
    kind: 'prize',
    reference: `wheel:${spinId}`,
    idempotencyKey: `wheel:${spinId}:prize`,
    meta: { spinId, prizeId: prize.id, kind: prize.kind },
  });
  return transferId;
}

function spendTicket(tx: Executor, memberId: string, spinId: string) {
  return transfer(tx, {
    from: memberAccount(memberId, 'spinWallet'),
    to: houseAccount('spinTickets'),
    amount: 1n,
    kind: 'spin',
    reference: `wheel:${spinId}`,
    idempotencyKey: `wheel:${spinId}:ticket`,
  });
}

function spinView(spin: SpinRow, pair: SeedPairRow) {
  return {
    id: spin.id,
    createdAt: spin.createdAt.toISOString(),
    prize: prizeView(spin.prizes[spin.prizeIndex]!, spin.prizeIndex),
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealedAt ? pair.serverSeed : null,
    clientSeed: pair.clientSeed,
    nonce: spin.nonce,
  };
}

export function createWheelService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async wheel(memberId: string) {
      const [prizes, balances, pair, progress] = await Promise.all([
        listActivePrizes(db),
        balancesOf(db, memberId),
        activeSeedPair(db, memberId),
        ticketProgressOf(db, memberId),
      ]);
      const odds = oddsPercent(weightsOf(prizes));
      return {
        prizes: prizes.map((p, i) => ({ ...prizeView(snapshotOf(p), i), odds: odds[i]! })),
        tickets: Number(balances.spinWallet.available),
        coins: Number(balances.prizeWallet.available / UNITS_PER_COIN),
        ticketEvery: ctx.env.SPIN_TICKET_EVERY_BAHT,
        ticketProgress: toBaht(progress),
        fairness: fairnessOf(pair),
      };
    },

    /** One spin, all or nothing: the draw, the prize, the ticket and the record commit together. */
    async spin(memberId: string) {
      // A locked member's tickets stay until the operator unlocks them
      // (docs/decisions/001-contracts-and-envelope.md: 403).
      if ((await findMemberById(db, memberId))?.locked) throw fail('FORBIDDEN', 'memberLocked');
      // No spin during a break (docs/PLAYER-PROTECTION.md); the tickets wait for its end.
      await refuseDuringBreak(db, memberId);
      // Quick refusal without locks; the ledger's guarded spend below is what really decides.
      if ((await balancesOf(db, memberId)).spinWallet.available < 1n) throw fail('CONFLICT', 'wheelNoTicket');
      const spinId = randomUUID();
      const result = await db.transaction(async (tx) => {
        const prizes = await listActivePrizes(tx);
        if (prizes.length === 0) throw fail('UNAVAILABLE', 'wheelEmpty');
        const pair = await activeSeedPair(tx, memberId, true);
        const nonce = pair.nextNonce;
        const rng = new FairRng({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce });
        const index = drawPrizeIndex(rng, weightsOf(prizes));
        const prize = prizes[index]!;
        // The prize moves before the ticket: deposits lock the member's game wallet before spinTickets,
        // and so does every spin, so the two never wait for each other in a cycle.
        const prizeTransferId = await payPrize(tx, memberId, spinId, prize);
        let ticket;
        try {
          ticket = await spendTicket(tx, memberId, spinId);
        } catch (err) {
          // Rolls back the prize with the whole transaction.
          if (isInsufficientFunds(err)) throw fail('CONFLICT', 'wheelNoTicket');
          throw err;
        }
        await insertSpin(tx, {
          id: spinId,
          memberId,
          seedPairId: pair.id,
          nonce,
          prizes: prizes.map(snapshotOf),
          prizeIndex: index,
          label: prize.label,
          kind: prize.kind,
          amount: prize.amount,
          ticketTransferId: ticket.transferId,
          prizeTransferId,
        });
        await advanceNonce(tx, pair.id);
        const ticketsLeft = Number((await balancesOf(tx, memberId)).spinWallet.available);
        return { prize, index, pair, nonce, ticketsLeft };
      });
      const { prize, index, pair, nonce, ticketsLeft } = result;
      const won = prize.kind !== 'NONE' && prize.amount > 0n;
      return {
        data: {
          spinId,
          prize: prizeView(snapshotOf(prize), index),
          ticketsLeft,
          fairness: fairnessOf(pair, nonce),
        },
        message: fillMessage(won ? TH.wheelWon : TH.wheelNoPrize, { label: prize.label }),
      };
    },

    /** Reveals the active pair and commits a new one (nonce 0). */
    rotate(memberId: string, clientSeed?: string) {
      return db.transaction(async (tx) => {
        const old = await activeSeedPair(tx, memberId, true);
        await revealSeedPair(tx, old.id);
        await insertSeedPair(tx, memberId, clientSeed);
        const next = await activeSeedPair(tx, memberId);
        return {
          revealed: {
            serverSeed: old.serverSeed,
            serverSeedHash: old.serverSeedHash,
            clientSeed: old.clientSeed,
            spins: old.nextNonce,
          },
          fairness: fairnessOf(next),
        };
      });
    },

    async spins(memberId: string) {
      const rows = await spinsOf(db, memberId, { limit: 20 });
      return rows.map(({ spin, pair }) => spinView(spin, pair));
    },

    /** Replays a spin from its revealed seeds and the prize table it was drawn from. */
    async verify(memberId: string, spinId: string) {
      const [row] = await spinsOf(db, memberId, { spinId });
      if (!row) throw fail('NOT_FOUND', 'wheelSpinNotFound');
      const { spin, pair } = row;
      if (!pair.revealedAt) throw fail('CONFLICT', 'wheelSeedSecret');
      const seeds = {
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: spin.nonce,
      };
      const replay = verify(seeds, (rng) => drawPrizeIndex(rng, weightsOf(spin.prizes)));
      const replayedIndex = replay.ok ? replay.outcome : null;
      return {
        ...seeds,
        hashMatches: replay.ok,
        prizes: spin.prizes.map((p) => ({
          label: p.label,
          kind: p.kind as Kind,
          amount: wireAmount(p.kind, BigInt(p.amount)),
          weight: p.weight,
        })),
        storedIndex: spin.prizeIndex,
        replayedIndex,
        ok: replayedIndex === spin.prizeIndex,
      };
    },
  };
}
export type WheelService = ReturnType<typeof createWheelService>;
