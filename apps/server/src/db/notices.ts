import pg from 'pg';
import type { Database } from './types';

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1_000;

type Receiver = { channel: string; receive: (payload: string) => void; lost: () => void };

/**
 * LISTEN/NOTIFY on PostgreSQL (Database `notices`): NOTIFY goes through the pool; LISTEN holds one client
 * of its own per database (a pooled one would be handed to other statements), shared by every listener,
 * opened with the first and ended with the last or with the database. It connects again after a drop and
 * says so (`lost`): what was notified meanwhile is gone, so the listeners re-read. Behind PgBouncer in
 * transaction mode LISTEN does not work: `url` must reach PostgreSQL itself there.
 */
export function pgNotices(
  url: string,
  pool: pg.Pool,
): NonNullable<Database['notices']> & { close(): Promise<void> } {
  const receivers = new Set<Receiver>();
  let client: Promise<pg.Client> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      for (const r of receivers) if (r.channel === n.channel && n.payload !== undefined) r.receive(n.payload);
    });
    next.on('error', () => {}); // a dropped connection ends it: 'end' below
    next.on('end', () => {
      if (receivers.size === 0) return;
      client = undefined;
      for (const r of receivers) r.lost();
      timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    for (const channel of new Set([...receivers].map((r) => r.channel))) {
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    return next;
  }
  function reconnect() {
    client = connect();
    client.catch(() => {
      client = undefined;
      if (receivers.size > 0) timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
  }
  async function end() {
    clearTimeout(timer);
    const open = client;
    client = undefined;
    await open?.then((c) => c.end()).catch(() => {});
  }

  return {
    notify: async (channel, payload) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    async listen(channel, receive, lost) {
      const receiver = { channel, receive, lost };
      const known = [...receivers].some((r) => r.channel === channel);
      receivers.add(receiver);
      if (!client) {
        client = connect();
        client.catch(() => (client = undefined));
        await client;
      } else if (!known) {
        await (await client).query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      return async () => {
        receivers.delete(receiver);
        if (receivers.size === 0) await end();
      };
    },
    close: () => {
      receivers.clear();
      return end();
    },
  };
}
