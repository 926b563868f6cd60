import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ConfigService } from '../config';
import type { PlayGate } from './play-gate';
import { defaultPartners } from './partners/registry';
import { lobbyRoutes } from './lobby/routes';
import { createLobbyService } from './lobby/service';
import { gamesRoutes } from './routes';
import { createGamesService } from './service';
import { walletRoutes } from './wallet/routes';
import { createWalletService } from './wallet/service';

export { netLossBetween, settledTurnover, type MemberNetLoss } from './turnover';
export { houseGameNameOf } from './house-catalogue';
export { creditInGamesSql } from './credit-out';
export { TICKET_EDGE_PPM } from './ticket-edge';
export { ticketProgressOf } from './ticket-progress-repo';
export { type PlayGate, type PlayRefusal } from './play-gate';

/**
 * The games module: catalogue, launch and game recall for members, and the seamless wallet API partners
 * call (the house provider, src/house, among them). `playGate` (the play-limits module's, handed in by
 * app.ts) refuses launches and bets during a break or past a loss limit.
 */
export function registerGames(
  app: FastifyInstance,
  ctx: AppContext,
  config: ConfigService,
  playGate: PlayGate,
) {
  const partners = defaultPartners(ctx.env);
  gamesRoutes(app, createGamesService({ ctx, config, partners, playGate }));
  lobbyRoutes(app, createLobbyService({ db: ctx.db, config }));
  const satangPerTicket = BigInt(ctx.env.SPIN_TICKET_EVERY_BAHT) * 100n;
  const maintenance = config.maintenanceNotice;
  walletRoutes(app, createWalletService(ctx.db, partners, { satangPerTicket, maintenance, playGate }));
}
