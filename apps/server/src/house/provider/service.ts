import { randomBytes } from 'node:crypto';
import type { HousePlayBody, HouseRound, HouseState, Language, WalletAnswer } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { FairRng, hashServerSeed, newServerSeed } from '@chokdee/house-maths/provably-fair';
import { refuseNewPlay, type MaintenanceNotice } from '../../lib/maintenance';
import type { WalletClient } from '../../lib/wallet-client';
import { checkStakes, houseGameInfos, playRound } from './games';
import { pairHasUndecidedPoker } from './poker-repo';
import { createPokerService } from './poker-service';
import {
  deleteOldHouseSessions,
  findActivePair,
  insertHouseRound,
  insertHouseSession,
  insertPairIfNone,
  latestHouseRounds,
  lockActivePair,
  revealPair,
  takeNonce,
  type HouseRoundRow,
  type SeedPairRow,
} from './repo';
import { createRoundSettler } from './settle-round';
import type { HouseTokens, SessionClaims } from './tokens';

/** House rounds shown on the pages (SPEC §9: 20 latest items). */
const HISTORY_SIZE = 20;

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  tokens: HouseTokens;
  /** Our own wallet API, reached over HTTP like any outside provider would (signed with the house secret). */
  wallet: WalletClient;
  /**
   * The operator's answer whether the member session that launched a game (its reference from the launch
   * token) still lives for a house session opened at `since`: signed out, expired, password changed or
   * member locked all answer no. Asked on every house call.
   */
  operatorSessionLive: (operatorSession: string, since: Date) => Promise<boolean>;
  /** The operator's maintenance notice: no new round starts while it is on (games/maintenance.ts). */
  maintenance: MaintenanceNotice;
}

/** House session records kept this long (a day), far past their launch tokens' 2 minutes and 4-hour life. */
const HOUSE_SESSION_RECORD_SEC = 24 * 3600;

const randomClientSeed = () => randomBytes(8).toString('hex');
const fairnessOf = (pair: SeedPairRow) => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});
const masked = (username: string) => `${username.slice(0, 4)}****${username.slice(-2)}`;

export function viewRound(round: HouseRoundRow, pair: SeedPairRow): HouseRound {
  return {
    id: round.id,
    game: round.game as HouseRound['game'],
    nonce: round.nonce,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    serverSeed: pair.revealedAt ? pair.serverSeed : null,
    stake: toBaht(round.stake),
    payout: toBaht(round.payout),
    status: round.status as HouseRound['status'],
    bet: round.bet as HousePlayBody,
    outcome: round.outcome as HouseRound['outcome'],
    createdAt: round.createdAt.toISOString(),
  };
}

/**
 * The house provider's game server (docs/decisions/052-partners-and-house-provider.md): provably fair rounds
 * per game username, with every stake and payout sent to the operator's wallet API over HTTP. A database
 * transaction never spans a wallet call (on PGlite the wallet's own transaction would wait for it forever).
 */
export function createHouseService({ db, log, tokens, wallet, operatorSessionLive, maintenance }: Deps) {
  const settler = createRoundSettler({ db, log, wallet });
  const poker = createPokerService({ db, log, wallet, activePair, maintenance });

  async function activePair(username: string): Promise<SeedPairRow> {
    const existing = await findActivePair(db, username);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    const pair = {
      username,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: randomClientSeed(),
    };
    return (await insertPairIfNone(db, pair)) ?? (await findActivePair(db, username))!;
  }

  async function session(sessionToken: string | undefined): Promise<SessionClaims> {
    const claims = sessionToken ? tokens.readSession(sessionToken) : undefined;
    if (!claims || !(await operatorSessionLive(claims.operatorSession, new Date(claims.openedAt)))) {
      throw fail('UNAUTHORIZED', 'houseSessionExpired');
    }
    return claims;
  }

  async function walletBalance(username: string): Promise<WalletAnswer> {
    let answer: WalletAnswer;
    try {
      answer = await wallet.balance(username);
    } catch (err) {
      log.warn({ err }, 'house: wallet balance got no answer');
      throw fail('UNAVAILABLE', 'houseUnavailable');
    }
    if (answer.status === 'RS_ERROR_UNKNOWN_USER') throw fail('UNAUTHORIZED', 'houseSessionExpired');
    if (answer.status !== 'RS_OK') throw fail('UNAVAILABLE', 'houseUnavailable');
    return answer;
  }

  async function state(username: string, lang: Language = 'th'): Promise<HouseState> {
    const { balance } = await walletBalance(username);
    const pair = await activePair(username);
    return {
      player: masked(username),
      balance: toBaht(BigInt(balance)),
      fairness: fairnessOf(pair),
      games: houseGameInfos(lang),
    };
  }

  return {
    /**
     * Trades a launch token in for a house session, once: the token's id is recorded (unique), so a copied
     * or replayed launch URL opens nothing, and neither does one whose member session has ended.
     */
    async startSession(launchToken: string, lang: Language = 'th') {
      const claims = tokens.readLaunch(launchToken);
      if (!claims) throw fail('UNAUTHORIZED', 'houseSessionExpired');
      const { launchId, username, operatorSession } = claims;
      const opened = await insertHouseSession(db, { launchTokenId: launchId, username, operatorSession });
      if (!opened || !(await operatorSessionLive(operatorSession, opened.createdAt))) {
        throw fail('UNAUTHORIZED', 'houseSessionExpired');
      }
      const { launchId: _used, ...session } = claims;
      return {
        ...(await state(username, lang)),
        sessionToken: tokens.sessionToken({ ...session, openedAt: opened.createdAt.getTime() }),
        game: claims.page,
      };
    },

    /** The player of a house session token, while the member session that launched it lives; else 401. */
    async player(sessionToken: string | undefined): Promise<string> {
      return (await session(sessionToken)).username;
    },

    /** A house session token's claims, while the member session that launched it lives; else 401. */
    session,

    /** 401 unless the house session (of a token read earlier, e.g. into a stream ticket) still lives. */
    async checkLive(claims: Pick<SessionClaims, 'operatorSession' | 'openedAt'>): Promise<void> {
      if (!(await operatorSessionLive(claims.operatorSession, new Date(claims.openedAt)))) {
        throw fail('UNAUTHORIZED', 'houseSessionExpired');
      }
    },

    state,

    /** Video poker and Casino Hold'em: dealt, then decided (poker-service.ts). */
    poker,

    async play(username: string, play: HousePlayBody) {
      checkStakes(play);
      await refuseNewPlay(maintenance);
      await settler.finishStale(username);
      await activePair(username);
      // Takes the next nonce and stores the drawn round before any money moves, so it can always be finished.
      const { round, pair } = await db.transaction(async (tx) => {
        const pair = await lockActivePair(tx, username);
        const nonce = await takeNonce(tx, pair.id);
        const played = playRound(
          play,
          new FairRng({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce }),
        );
        const round = await insertHouseRound(tx, {
          username,
          game: play.game,
          seedPairId: pair.id,
          nonce,
          stake: played.stake,
          payout: played.payout,
          bet: play,
          outcome: played.outcome,
        });
        return { round, pair: { ...pair, nextNonce: nonce + 1 } };
      });
      const { status, balance } = await settler.settle(round);
      return {
        round: viewRound({ ...round, status }, pair),
        balance: toBaht(balance),
        fairness: fairnessOf(pair),
      };
    },

    async history(username: string): Promise<HouseRound[]> {
      const rows = await latestHouseRounds(db, username, HISTORY_SIZE);
      return rows.map(({ round, pair }) => viewRound(round, pair));
    },

    /** Reveals the current server seed and commits a new one (nonce 0) with the member's client seed. */
    async rotateSeeds(username: string, clientSeed: string | undefined) {
      await activePair(username);
      return db.transaction(async (tx) => {
        // Locked: no round takes a nonce of the old pair once it is revealed.
        const old = await lockActivePair(tx, username);
        // An undecided poker round's later cards come from this seed: revealing it would show them.
        if (await pairHasUndecidedPoker(tx, old.id)) throw fail('CONFLICT', 'pokerRoundOpen');
        await revealPair(tx, old.id);
        const serverSeed = newServerSeed();
        const next = await insertPairIfNone(tx, {
          username,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: clientSeed ?? randomClientSeed(),
        });
        return {
          revealed: {
            serverSeed: old.serverSeed,
            serverSeedHash: old.serverSeedHash,
            clientSeed: old.clientSeed,
            rounds: old.nextNonce,
          },
          fairness: fairnessOf(next!),
        };
      });
    },

    /** Finishes rounds whose wallet calls were cut off (run when the server listens, then every minute). */
    async sweep() {
      await settler.finishStale();
      await poker.sweep();
      await deleteOldHouseSessions(db, HOUSE_SESSION_RECORD_SEC);
    },
  };
}
export type HouseService = ReturnType<typeof createHouseService>;
