import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough to open the stream, short enough that a ticket in a proxy's log is worthless. */
export const TICKET_TTL_SEC = 60;

/** What a ticket carries: whose stream, which table, and the house session it came from. */
export interface StreamTicket {
  /** Random: the stream it opens takes it as its id, so it opens one stream only (stream-slots.ts). */
  id: string;
  username: string;
  tableId: string;
  /** The house session's operator reference and opening time: a ticket dies with the session. */
  operatorSession: string;
  openedAt: number;
}

type Wire = [id: string, username: string, tableId: string, operatorSession: string, openedAt: number];

/**
 * Stream tickets: EventSource cannot send an Authorization header, so the page trades its house session
 * token for a ticket (one table, 60 s, one stream) and puts it in the stream's URL:
 * `base64url(json).mac`.
 */
export function createStreamTickets(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('house-live-stream-ticket').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(ticket: Omit<StreamTicket, 'id'>): string {
      const exp = Math.floor(now() / 1000) + TICKET_TTL_SEC;
      const wire: Wire = [
        randomBytes(16).toString('base64url'),
        ticket.username,
        ticket.tableId,
        ticket.operatorSession,
        ticket.openedAt,
      ];
      const payload = Buffer.from(JSON.stringify([...wire, exp])).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The ticket when it is genuine, unexpired and for this table (whether it was used is stream-slots'). */
    read(ticket: string, tableId: string): StreamTicket | undefined {
      const [payload, signature, ...rest] = ticket.split('.');
      if (!payload || !signature || rest.length) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
      if (parsed.length !== 6) return undefined;
      const [id, username, table, operatorSession, openedAt, exp] = parsed as [...Wire, number];
      if (table !== tableId || exp * 1000 <= now()) return undefined;
      return { id, username, tableId, operatorSession, openedAt };
    },
  };
}
export type StreamTickets = ReturnType<typeof createStreamTickets>;
