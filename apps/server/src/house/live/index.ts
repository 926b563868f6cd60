import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { Bus } from '../../infra/bus';
import type { HouseService } from '../provider/service';
import type { MaintenanceNotice } from '../../lib/maintenance';
import type { WalletClient } from '../../lib/wallet-client';
import { createBetsThrottle } from './bets-throttle';
import { createLiveBus } from './bus';
import { databaseClock, type LiveClock } from './clock';
import { createDealer } from './dealer';
import { ensureTables } from './repo';
import { liveRoutes } from './routes';
import { createLiveService } from './service';
import { createWalletRounds } from '../provider/wallet-round';
import { createLiveSettler } from './settle';
import { createLiveStreams } from './stream';
import { createStreamSlots } from './stream-slots';
import { createStreamTickets } from './stream-ticket';
import { LIVE_TABLE_LIST, pacedTiming } from './tables';

/**
 * How often the dealer looks at its tables: card pacing is 1 s, so a step is late by at most this. Each
 * table's step runs on its own (dealer.ts), so a tick never waits for a slow one.
 */
const TICK_MS = 200;

export interface LiveOptions {
  /** false: this process deals no table (LIVE_TABLES=0); it still takes bets and serves streams. */
  deal?: boolean;
  /** The rhythm in percent of LIVE_TIMING (LIVE_PACE_PERCENT); 100 when left out. */
  pacePercent?: number;
  /** Tests move the database clock by hand. */
  clock?: LiveClock;
  /** Tests reach the module's parts (bus, settler) through this. */
  expose?: (module: LiveModule) => void;
}

/**
 * The live tables module: routes for members, and this process's dealer, started once the server
 * listens (its wallet calls go over HTTP to this server) and stopped, its leases let go, on close.
 */
export async function registerLiveTables(
  app: FastifyInstance,
  deps: {
    db: Db;
    bus: Bus;
    wallet: WalletClient;
    house: HouseService;
    secret: string;
    maintenance: MaintenanceNotice;
  },
  options: LiveOptions = {},
) {
  const { db, wallet, house } = deps;
  const clock = options.clock ?? databaseClock;
  const log = app.log;
  // The snapshot a "re-read" sends: `live` is made below, and read only when such a message comes.
  const bus = createLiveBus(deps.bus, (tableId) => live.snapshot(tableId));
  const rounds = createWalletRounds({ wallet, log, game: 'live' });
  const settler = createLiveSettler({ db, log, rounds, clock });
  const throttle = createBetsThrottle(async (tableId, roundId) => {
    try {
      bus.publish(tableId, { type: 'bets', tableId, roundId, ...(await live.betTotals(roundId)) });
    } catch (err) {
      log.warn({ err }, 'live: bet totals not published');
    }
  });
  const live = createLiveService({
    db,
    rounds,
    clock,
    betsChanged: throttle.changed,
    maintenance: deps.maintenance,
  });
  const slots = createStreamSlots({ db, log });
  const streams = createLiveStreams(bus, live, slots);
  const dealer = createDealer({
    db,
    clock,
    log,
    settler,
    publish: bus.publish,
    tables: LIVE_TABLE_LIST,
    timing: pacedTiming(options.pacePercent ?? 100),
  });
  liveRoutes(app, { house, live, tickets: createStreamTickets(deps.secret), slots, streams });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await ensureTables(db, LIVE_TABLE_LIST);
  });
  app.addHook('onListen', async () => {
    if (options.deal === false) return;
    timer = setInterval(() => void dealer.tick(), TICK_MS).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    throttle.close();
    await streams.close();
    if (options.deal !== false) await dealer.stop().catch(() => undefined);
  });
  const module = { bus, live, settler, streams, clock, dealer };
  options.expose?.(module);
  return module;
}
export interface LiveModule {
  bus: ReturnType<typeof createLiveBus>;
  live: ReturnType<typeof createLiveService>;
  settler: ReturnType<typeof createLiveSettler>;
  streams: ReturnType<typeof createLiveStreams>;
  clock: LiveClock;
  dealer: ReturnType<typeof createDealer>;
}
