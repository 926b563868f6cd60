import { addFavouriteGame, getFavouriteGames, getRecentGames, removeFavouriteGame } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../../lib/route';
import { memberOf } from '../../../plugins/access';
import type { LobbyService } from './service';

/** The member's favourites and recently played games (the lobby's own rows). */
export function lobbyRoutes(app: FastifyInstance, lobby: LobbyService) {
  addRoute(app, getFavouriteGames, 'member', async ({ req }) =>
    ok(await lobby.favourites(memberOf(req).memberId)),
  );

  addRoute(app, addFavouriteGame, 'member', async ({ body, req }) =>
    ok(await lobby.addFavourite(memberOf(req).memberId, body.ch)),
  );

  addRoute(app, removeFavouriteGame, 'member', async ({ body, req }) =>
    ok(await lobby.removeFavourite(memberOf(req).memberId, body.ch)),
  );

  addRoute(app, getRecentGames, 'member', async ({ req }) => ok(await lobby.recent(memberOf(req).memberId)));
}
