import {
  liveListTables,
  livePlaceBets,
  liveStreamTicket,
  liveTableEvents,
  liveVerifyShoe,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import type { HouseService } from '../provider/service';
import type { LiveService } from './service';
import type { createLiveStreams } from './stream';
import type { StreamSlots } from './stream-slots';
import { TICKET_TTL_SEC, type StreamTickets } from './stream-ticket';

const paramOf = (req: FastifyRequest, name: string) =>
  String((req.params as Record<string, unknown>)[name] ?? '');

/** The live tables' HTTP surface, authenticated by the house session token like the other house calls. */
export function liveRoutes(
  app: FastifyInstance,
  deps: {
    house: Pick<HouseService, 'player' | 'session' | 'checkLive'>;
    live: LiveService;
    tickets: StreamTickets;
    slots: StreamSlots;
    streams: ReturnType<typeof createLiveStreams>;
  },
) {
  const { house, live, tickets, slots, streams } = deps;
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
    const { username, operatorSession, openedAt } = await house.session(bearer(req));
    const table = await live.tableOf(paramOf(req, 'tableId'));
    const ticket = tickets.issue({ username, tableId: table.id, operatorSession, openedAt });
    return ok({ ticket, expiresInSec: TICKET_TTL_SEC });
  });
  // A ticket opens one stream, while its house session lives; a member has STREAMS_PER_MEMBER at most.
  addRoute(app, liveTableEvents, 'open', async ({ req, reply, query }) => {
    const tableId = paramOf(req, 'tableId');
    let slot: string;
    if (query.ticket === undefined) {
      slot = await slots.open(await playerOf(req), tableId);
    } else {
      const ticket = tickets.read(query.ticket, tableId);
      if (!ticket) throw fail('UNAUTHORIZED', 'houseSessionExpired');
      await house.checkLive(ticket);
      slot = await slots.open(ticket.username, tableId, ticket.id);
    }
    return streams.serve(reply, tableId, slot);
  });
  addRoute(app, liveVerifyShoe, 'open', async ({ req }) => {
    const shoeId = paramOf(req, 'shoeId');
    if (!/^[0-9a-f-]{36}$/.test(shoeId)) throw fail('NOT_FOUND', 'liveTableNotFound');
    return ok(await live.verifyShoe(shoeId));
  });
}
