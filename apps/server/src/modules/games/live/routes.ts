import {
  liveListTables,
  livePlaceBets,
  liveStreamTicket,
  liveTableEvents,
  liveVerifyShoe,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../../lib/app-error';
import { addRoute, ok } from '../../../lib/route';
import type { HouseService } from '../house-provider/service';
import type { LiveService } from './service';
import type { createLiveStreams } from './stream';
import { TICKET_TTL_SEC, type StreamTickets } from './stream-ticket';

const paramOf = (req: FastifyRequest, name: string) =>
  String((req.params as Record<string, unknown>)[name] ?? '');

/** The live tables' HTTP surface, authenticated by the house session token like the other house calls. */
export function liveRoutes(
  app: FastifyInstance,
  deps: {
    house: Pick<HouseService, 'player'>;
    live: LiveService;
    tickets: StreamTickets;
    streams: ReturnType<typeof createLiveStreams>;
  },
) {
  const { house, live, tickets, streams } = deps;
  const bearer = (req: FastifyRequest) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    return scheme?.toLowerCase() === 'bearer' ? token : undefined;
  };
  const playerOf = (req: FastifyRequest) => house.player(bearer(req));

  addRoute(app, liveListTables, 'open', async ({ req }) => {
    await playerOf(req);
    return ok(await live.listTables());
  });
  addRoute(app, livePlaceBets, 'open', async ({ req, body }) =>
    ok(await live.placeBets(await playerOf(req), body)),
  );
  addRoute(app, liveStreamTicket, 'open', async ({ req }) => {
    const username = await playerOf(req);
    const table = await live.tableOf(paramOf(req, 'tableId'));
    return ok({ ticket: tickets.issue(username, table.id), expiresInSec: TICKET_TTL_SEC });
  });
  addRoute(app, liveTableEvents, 'open', async ({ req, reply, query }) => {
    const tableId = paramOf(req, 'tableId');
    if (query.ticket === undefined) await playerOf(req);
    else if (!tickets.read(query.ticket, tableId)) throw fail('UNAUTHORIZED', 'houseSessionExpired');
    return streams.serve(reply, tableId);
  });
  addRoute(app, liveVerifyShoe, 'open', async ({ req }) => {
    const shoeId = paramOf(req, 'shoeId');
    if (!/^[0-9a-f-]{36}$/.test(shoeId)) throw fail('NOT_FOUND', 'liveTableNotFound');
    return ok(await live.verifyShoe(shoeId));
  });
}
