import { housePokerDeal, housePokerDecide, housePokerRounds, housePokerVerify } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { languageOf } from '../../plugins/message-language';
import type { PokerService } from './poker-service';

/**
 * The poker games' calls on the house provider's API, authenticated like the others by the house
 * session token (`playerOf`, routes.ts). Their sweep runs with the house sweep (service.ts).
 */
export function pokerRoutes(
  app: FastifyInstance,
  poker: PokerService,
  playerOf: (req: FastifyRequest) => Promise<string>,
) {
  addRoute(app, housePokerDeal, 'open', async ({ body, req }) =>
    ok(await poker.deal(await playerOf(req), body)),
  );
  addRoute(app, housePokerDecide, 'open', async ({ body, req }) =>
    ok(await poker.decide(await playerOf(req), body)),
  );
  addRoute(app, housePokerRounds, 'open', async ({ query, req }) =>
    ok(await poker.rounds(await playerOf(req), query.game, languageOf(req))),
  );
  addRoute(app, housePokerVerify, 'open', async ({ body }) => ok(poker.verify(body)));
}
