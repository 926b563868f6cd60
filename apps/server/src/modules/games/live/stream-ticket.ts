import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open the stream, short enough that a ticket in a proxy's log is worthless. */
export const TICKET_TTL_SEC = 60;

/**
 * Stream tickets: EventSource cannot send an Authorization header, so the page trades its house session
 * token for a ticket (one table, 60 s) and puts it in the stream's URL. `base64url(username.table.exp).mac`.
 */
export function createStreamTickets(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('house-live-stream-ticket').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(username: string, tableId: string): string {
      const exp = Math.floor(now() / 1000) + TICKET_TTL_SEC;
      const payload = Buffer.from(JSON.stringify([username, tableId, exp])).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The ticket's username when it is genuine, unexpired and for this table. */
    read(ticket: string, tableId: string): string | undefined {
      const [payload, signature, ...rest] = ticket.split('.');
      if (!payload || !signature || rest.length) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [username, table, exp] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [
        string,
        string,
        number,
      ];
      return table === tableId && exp * 1000 > now() ? username : undefined;
    },
  };
}
export type StreamTickets = ReturnType<typeof createStreamTickets>;
