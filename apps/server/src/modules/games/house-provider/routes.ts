import {
  houseGetState,
  houseListRounds,
  housePlayRound,
  houseRotateSeeds,
  houseStartSession,
  houseVerifyRound,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GAMES_DIST_DIR } from '../../../lib/app-root';
import { addRoute, ok } from '../../../lib/route';
import { jobSupersetSums } from '../house/poker/optimal-hold';
import { verifyRound } from './games';
import { registerHouseWeb } from './house-web';
import { pokerRoutes } from './poker-routes';
import type { HouseService } from './service';

const SWEEP_EVERY_MS = 60_000;

/**
 * The house provider's own HTTP surface: its game API for its pages (open routes, authenticated by the
 * house session token, not by the operator's site key or member token) and the pages themselves.
 */
export async function houseRoutes(app: FastifyInstance, house: HouseService) {
  /** The house session token's player, while the member session that launched it lives (service.ts). */
  const playerOf = (req: FastifyRequest) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    return house.player(scheme?.toLowerCase() === 'bearer' ? token : undefined);
  };

  addRoute(app, houseStartSession, 'open', async ({ body }) =>
    ok(await house.startSession(body.launchToken)),
  );
  addRoute(app, houseGetState, 'open', async ({ req }) => ok(await house.state(await playerOf(req))));
  addRoute(app, housePlayRound, 'open', async ({ body, req }) =>
    ok(await house.play(await playerOf(req), body)),
  );
  addRoute(app, houseListRounds, 'open', async ({ req }) => ok(await house.history(await playerOf(req))));
  addRoute(app, houseRotateSeeds, 'open', async ({ body, req }) =>
    ok(await house.rotateSeeds(await playerOf(req), body.clientSeed)),
  );
  addRoute(app, houseVerifyRound, 'open', async ({ body }) => ok(verifyRound(body.game, body)));
  pokerRoutes(app, house.poker, playerOf);

  // The game client (apps/games): its pages and assets under /house/.
  await registerHouseWeb(app, GAMES_DIST_DIR);

  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    house.sweep().catch((err: unknown) => app.log.warn({ err }, 'house: sweeping unfinished rounds failed'));
  // Unfinished rounds are finished over HTTP to this server, so only once it listens.
  app.addHook('onListen', async () => {
    // The video poker hint's table (about 2 s of CPU) is built now, before members come, rather than
    // inside the first request that shows an open round.
    jobSupersetSums();
    void sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
