import type { PlaySession } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { PlayGate } from '../games';
import { protectionAdminRoutes } from './admin-routes';
import { createProtectionAdmin } from './admin-service';
import { playLimitsRoutes } from './routes';
import { createPlayLimitsService, playGate } from './service';

export { onBreakNow, protectDeposit, refuseDuringBreak } from './service';
export { hasLimitsColumn } from './repo';
export { onDepositFlagged, type DepositFlagged } from './deposit-flagged';

/**
 * Player protection (issue 27, docs/PLAYER-PROTECTION.md): the member's deposit and loss limits and breaks.
 * Answers the play gate app.ts hands to the games module (launch and wallet bets): games never imports
 * this module, which reads games' net loss. And the play session of a game username, which app.ts hands to
 * the house provider for the reality check on its pages.
 * The back office reads flags, limits and breaks, never changes them.
 */
export function registerPlayLimits(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
): { playGate: PlayGate; playSessionOfPlayer: (gameUsername: string) => Promise<PlaySession> } {
  const service = createPlayLimitsService(ctx.db);
  playLimitsRoutes(app, service);
  protectionAdminRoutes(app, createProtectionAdmin(ctx.db));
  return { playGate, playSessionOfPlayer: service.sessionOfPlayer };
}
