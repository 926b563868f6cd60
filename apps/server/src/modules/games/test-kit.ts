import type { CallContract, ResponseOf } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { gameProviders, gameRounds, gameTransactions, members } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import { DEMO_CONFIG, HOUSE_PARTNER } from '../../seed/demo-content';
import { balancesOf, PLAYABLE_WALLET } from '../ledger';
import { deposit, insertTestMember } from '../ledger/test-kit';
import { partnerRegistry } from './partners/registry';
import type { GamePartner } from './partners/types';
import { createGamesService } from './service';
import { walletClient, type WalletTransport } from '../../lib/wallet-client';

// What other modules' tests drive of the games: hands, live rounds on a test clock, a transfer partner.
export { cardOf } from '@chokdee/house-maths/baccarat-shoe';
export { optimalHold } from '@chokdee/house-maths/poker/optimal-hold';
export { dealVideoPoker, settleVideoPoker } from '@chokdee/house-maths/poker/video-poker';
export type { LiveModule } from '../../house/live';
export { testClock } from '../../house/live/clock';
export { dealRound, houseInject, houseSessionOf, openRound, stackRound } from '../../house/live/test-kit';
export { transferSimulator } from './partners/transfer-simulator';

/**
 * Test helpers for the games module's own tests: a player with credit, and a wallet client that calls
 * the app in-process (app.inject) exactly as a partner would over HTTP. Not used by the server.
 */
export const injectTransport =
  (app: FastifyInstance): WalletTransport =>
  async (path, rawBody, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
    return { status: res.statusCode, body: res.json() };
  };

/** The house partner's side of the wallet API, signed with `secret`. */
export const houseWallet = (app: FastifyInstance, secret: string) =>
  walletClient(HOUSE_PARTNER, secret, injectTransport(app));

/**
 * Calls the house pages' API over real HTTP at `base()` (read per call: tests learn it in beforeAll),
 * carrying the house session as the pages do.
 */
export const houseCaller =
  (base: () => string) =>
  async <C extends CallContract>(contract: C, body?: unknown, session?: string) => {
    const res = await fetch(`${base()}${contract.path}`, {
      method: contract.method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(session && { authorization: `Bearer ${session}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as ResponseOf<C> & { message?: string } };
  };

export interface Player {
  memberId: string;
  username: string;
}

/** A member (inserted directly) with `credit` satang of playable credit. */
export async function newPlayer(db: Executor, credit = 0n): Promise<Player> {
  const memberId = await insertTestMember(db);
  const [row] = await db
    .select({ username: members.gameUsername })
    .from(members)
    .where(eq(members.id, memberId));
  if (credit > 0n) await deposit(db, memberId, credit);
  return { memberId, username: row!.username };
}

export async function playable(db: Executor, memberId: string) {
  return (await balancesOf(db, memberId))[PLAYABLE_WALLET].available;
}

/** How many wallet calls and rounds are stored (to show a refused call stored nothing). */
export async function storedCounts(db: Executor) {
  const [tx] = await db.select({ n: sql<number>`count(*)::int` }).from(gameTransactions);
  const [rounds] = await db.select({ n: sql<number>`count(*)::int` }).from(gameRounds);
  return { transactions: tx!.n, rounds: rounds!.n };
}

export async function roundOf(db: Executor, providerRoundId: string) {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.providerRoundId, providerRoundId));
  return row;
}

/** The games service with one partner (a simulator) chosen as the site's, as the config would choose it. */
export const gamesWithPartner = (db: Db, log: FastifyBaseLogger, partner: GamePartner) =>
  createGamesService({
    ctx: { db, log },
    config: { get: async () => ({ ...DEMO_CONFIG, Partner: partner.name }) },
    partners: partnerRegistry([partner]),
  });

/** Lists the transfer simulator's slot (`sim-slot`) among the site's games, for a member to launch. */
export const addSimSlot = (db: Db) =>
  db.insert(gameProviders).values({
    partner: 'SIMTRANSFER',
    ch: 'sim-slot',
    name: 'สล็อตจำลอง',
    img: '',
    gameType: 'EGAMES',
    category: 'EGAMES',
  });
