import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HOUSE_PARTNER } from '../../seed/demo-content';
import type { ConfigService } from '../config';
import { houseRoutes } from './house-provider/routes';
import { registerLiveTables, type LiveOptions } from './live';
import { createHouseService } from './house-provider/service';
import { createHouseTokens } from './house-provider/tokens';
import { defaultPartners } from './partners/registry';
import { lobbyRoutes } from './lobby/routes';
import { createLobbyService } from './lobby/service';
import { gamesRoutes } from './routes';
import { createGamesService } from './service';
import { fetchTransport, walletClient } from './wallet/client';
import { walletRoutes } from './wallet/routes';
import { createWalletService } from './wallet/service';

export { netLossBetween, settledTurnover, type MemberNetLoss } from './turnover';
export { houseGameNameOf } from './house-catalogue';
export { creditInGamesSql } from './credit-out';
export { type OppositeBet, oppositeBetsBetween } from './live/opposite-bets';
export { TICKET_EDGE_PPM } from './ticket-edge';
export { ticketProgressOf } from './ticket-progress-repo';

/**
 * The games module: catalogue, launch and game recall for members; the seamless wallet API partners
 * call; and the built-in house provider, which reaches that wallet API over HTTP like any outside
 * partner (its own address, once the server listens).
 */
/** `sessions`: the member sessions, asked whether the one that launched a house session still lives. */
export async function registerGames(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
  sessions: { isLiveSince(sessionId: string, since: Date): Promise<boolean> },
  live: LiveOptions = {},
) {
  const partners = defaultPartners(ctx.env);
  gamesRoutes(app, createGamesService({ ctx, config, partners }));
  lobbyRoutes(app, createLobbyService({ db: ctx.db, config }));
  const satangPerTicket = BigInt(ctx.env.SPIN_TICKET_EVERY_BAHT) * 100n;
  const maintenance = config.maintenanceNotice;
  walletRoutes(app, createWalletService(ctx.db, partners, { satangPerTicket, maintenance }));

  const secret = ctx.env.HOUSE_PROVIDER_SECRET;
  const tokens = createHouseTokens(secret);
  const wallet = walletClient(
    HOUSE_PARTNER,
    secret,
    fetchTransport(() => ownUrl(app)),
  );
  const house = createHouseService({
    db: ctx.db,
    log: ctx.log,
    tokens,
    wallet,
    operatorSessionLive: sessions.isLiveSince,
    maintenance,
  });
  await houseRoutes(app, house, ctx.jobs);
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
