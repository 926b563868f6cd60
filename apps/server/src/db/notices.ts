import pg from 'pg';
import type { Database } from './types';

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * LISTEN/NOTIFY on PostgreSQL (Database `notices`): NOTIFY goes through the pool; LISTEN holds a client of
 * its own (a pooled one would be handed to other statements), which connects again after a drop and says
 * so (`lost`): what was notified meanwhile is gone, so the listener re-reads. Behind PgBouncer in
 * transaction mode LISTEN does not work: `url` must reach PostgreSQL itself there.
 */
export function pgNotices(url: string, pool: pg.Pool): NonNullable<Database['notices']> {
  return {
    notify: async (channel, payload) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    async listen(channel, receive, lost) {
      let client: pg.Client | undefined;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) receive(n.payload);
        });
        next.on('error', () => {}); // a dropped connection ends it: 'end' below
        next.on('end', () => {
          if (stopped || client !== next) return;
          client = undefined;
          lost();
          timer = setTimeout(() => void retry(), RECONNECT_MS);
        });
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = next;
      };
      const retry = () =>
        connect().catch(() => {
          if (!stopped) timer = setTimeout(() => void retry(), RECONNECT_MS);
        });
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await client?.end().catch(() => {});
      };
    },
  };
}
