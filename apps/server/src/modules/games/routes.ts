import {
  adminGetGames,
  adminPutGames,
  getCatalogue,
  launchGame,
  listGameRounds,
  reloadGameWallet,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { memberOf, whoOf } from '../../plugins/access';
import type { GamesService } from './service';

export function gamesRoutes(app: FastifyInstance, games: GamesService) {
  addRoute(app, getCatalogue, 'site', async ({ query }) => ok(await games.catalogue(query.category)));

  addRoute(app, launchGame, 'member', async ({ body, req }) =>
    ok(await games.launch(memberOf(req).memberId, body, memberOf(req).sessionId)),
  );

  addRoute(app, listGameRounds, 'member', async ({ req }) => ok(await games.rounds(memberOf(req).memberId)));

  addRoute(app, reloadGameWallet, 'member', async ({ req }) =>
    ok(await games.reload(memberOf(req).memberId)),
  );

  addRoute(app, adminGetGames, { staff: 'settings.read' }, async () => ok(await games.listEntries()));

  addRoute(app, adminPutGames, { staff: 'settings.write' }, async ({ body, req }) =>
    ok(await games.replaceEntries(body.games, whoOf(req)), TH.gamesSaved),
  );
}
