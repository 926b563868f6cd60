import type { PlaySession } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { MaintenanceNotice } from '../lib/maintenance';
import { HOUSE_PARTNER } from '../seed/demo-content';
import { registerLiveTables, type LiveOptions } from './live';
import { houseRoutes } from './provider/routes';
import { createHouseService } from './provider/service';
import { createHouseTokens } from './provider/tokens';
import { fetchTransport, walletClient } from '../lib/wallet-client';

// What the platform may know of the house, as it knows an outside provider's catalogue and launch.
export { houseGameInfos, houseGameTitle } from './provider/games';
export { HOLDEM_PUBLISHED_EDGE, pokerInfo } from './provider/poker-games';
export { createHouseTokens, HOUSE_PAGES, type HousePage, type HouseTokens } from './provider/tokens';
export { gameCodeOf } from './live/settle';
export { type OppositeBet, oppositeBetsBetween } from './live/opposite-bets';
export type { LiveOptions } from './live';

/**
 * The house provider: Chokdee's own games (slots, naga, baccarat, trading, poker, the live tables). It runs in
 * this process but is built as an outside provider: it reaches the platform only through the seamless wallet
 * API, signed with its partner secret, over HTTP to this server's own address (once it listens); its maths is
 * @chokdee/house-maths. Nothing under src/house imports a platform module (lint: chokdee/house-boundary,
 * docs/rules/boundaries.md); app.ts hands it the two facts it asks of the platform.
 *
 * `operatorSessionLive`: whether the member session that launched a house session still lives.
 * `maintenance`: the operator's maintenance notice (new rounds stop while there is one).
 * `playSession`: the operator's play session of a game username (the reality check its pages show).
 */
export async function registerHouse(
  app: FastifyInstance,
  ctx: AppContext,
  platform: {
    operatorSessionLive(sessionId: string, since: Date): Promise<boolean>;
    maintenance: MaintenanceNotice;
    playSession: (username: string) => Promise<PlaySession>;
  },
  live: LiveOptions = {},
) {
  const secret = ctx.env.HOUSE_PROVIDER_SECRET;
  const wallet = walletClient(
    HOUSE_PARTNER,
    secret,
    fetchTransport(() => ownUrl(app)),
  );
  const house = createHouseService({
    db: ctx.db,
    log: ctx.log,
    tokens: createHouseTokens(secret),
    wallet,
    operatorSessionLive: platform.operatorSessionLive,
    maintenance: platform.maintenance,
  });
  await houseRoutes(app, house, ctx.jobs, platform.playSession);
  const maintenance = platform.maintenance;
  await registerLiveTables(app, { db: ctx.db, bus: ctx.bus, wallet, house, secret, maintenance }, live);
}

/** This server's own base URL, as reachable from itself. */
function ownUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  if (address.family === 'IPv6') return `http://[${wildcard ? '::1' : address.address}]:${address.port}`;
  return `http://${wildcard ? '127.0.0.1' : address.address}:${address.port}`;
}
