import {
  houseGetPlaySession,
  houseGetState,
  houseListRounds,
  housePlayRound,
  houseRotateSeeds,
  houseStartSession,
  houseVerifyRound,
  type PlaySession,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Jobs } from '../../infra/jobs';
import { GAMES_DIST_DIR } from '../../lib/app-root';
import { addRoute, ok } from '../../lib/route';
import { languageOf } from '../../plugins/message-language';
import { jobSupersetSums } from '@chokdee/house-maths/poker/optimal-hold';
import { verifyRound } from './games';
import { registerHouseWeb } from './house-web';
import { pokerRoutes } from './poker-routes';
import type { HouseService } from './service';

const SWEEP_EVERY_SEC = 60;

/** The house sweep's job (infra/jobs.ts). */
export const HOUSE_SWEEP_JOB = 'house.sweep';

/**
 * The house provider's own HTTP surface: its game API for its pages (open routes, authenticated by the
 * house session token, not by the operator's site key or member token) and the pages themselves.
 */
export async function houseRoutes(
  app: FastifyInstance,
  house: HouseService,
  jobs: Jobs,
  /** The operator's play session of a game username (the reality check on the game pages). */
  playSession: (username: string) => Promise<PlaySession>,
) {
  /** The house session token's player, while the member session that launched it lives (service.ts). */
  const playerOf = (req: FastifyRequest) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    return house.player(scheme?.toLowerCase() === 'bearer' ? token : undefined);
  };

  addRoute(app, houseStartSession, 'open', async ({ body, req }) =>
    ok(await house.startSession(body.launchToken, languageOf(req))),
  );
  addRoute(app, houseGetState, 'open', async ({ req }) =>
    ok(await house.state(await playerOf(req), languageOf(req))),
  );
  addRoute(app, housePlayRound, 'open', async ({ body, req }) =>
    ok(await house.play(await playerOf(req), body)),
  );
  addRoute(app, houseGetPlaySession, 'open', async ({ req }) => ok(await playSession(await playerOf(req))));
  addRoute(app, houseListRounds, 'open', async ({ req }) => ok(await house.history(await playerOf(req))));
  addRoute(app, houseRotateSeeds, 'open', async ({ body, req }) =>
    ok(await house.rotateSeeds(await playerOf(req), body.clientSeed)),
  );
  addRoute(app, houseVerifyRound, 'open', async ({ body }) => ok(verifyRound(body.game, body)));
  pokerRoutes(app, house.poker, playerOf);

  // The game client (apps/games): its pages and assets under /house/.
  await registerHouseWeb(app, GAMES_DIST_DIR);

  // Unfinished rounds are finished over HTTP to this server, so its sweep job is taken only once it
  // listens: one run at a time across the processes, at start and every minute; the close waits for it.
  app.addHook('onListen', async () => {
    // The video poker hint's table (about 2 s of CPU) is built now, before members come, rather than
    // inside the first request that shows an open round.
    jobSupersetSums();
    await jobs.every(HOUSE_SWEEP_JOB, { everySec: SWEEP_EVERY_SEC, data: {}, run: () => house.sweep() });
  });
}
