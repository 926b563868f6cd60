import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

export const liveStreamTicket = defineCall({
  method: 'POST',
  path: '/house/api/live/tables/:tableId/ticket',
  summary:
    'House provider: a stream ticket (valid 60 s, one table) for EventSource, which cannot send the ' +
    'Authorization header: GET …/events?ticket=… (take a new ticket for every reconnect)',
  response: okEnvelope(z.object({ ticket: z.string(), expiresInSec: z.number().int() })),
});

export const liveTableEvents = defineCall({
  method: 'GET',
  path: '/house/api/live/tables/:tableId/events',
  summary:
    'House provider: Server-Sent Events of one live table (live-events.ts), authenticated by `?ticket=` or ' +
    'Authorization: Bearer <house session token>: first `snapshot`, then `phase`, `card`/`dice`, `result`, ' +
    '`bets` (at most 1/s), `shoe`; a comment line every 15 s',
  querystring: z.object({ ticket: z.string().max(500).optional() }),
  // The body is an event stream, not JSON: the schema only documents it.
  response: z.string(),
});
