import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import type { Redis } from './redis';

/**
 * A message, or null: "re-read what you show" (the message was too big to carry, or this process may have
 * missed messages while its connection to the other processes was down).
 */
export type BusListener = (message: string | null) => void;

/** What carries messages between the processes of one site. */
interface Transport {
  /** The largest message it carries, in bytes: a bigger one is sent as a re-read hint. */
  maxBytes: number;
  start(receive: (wire: string) => void, lost: () => void): Promise<void>;
  send(wire: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes: a bigger message goes as a re-read hint. */
const NOTIFY_MAX_BYTES = 7_900;

/**
 * Redis pub/sub when the site has Redis (no size limit), else PostgreSQL LISTEN/NOTIFY, else nothing: an
 * embedded PGlite serves one process, which delivers its own messages itself.
 */
function transportOf(redis: Redis | undefined, database: Database, log: FastifyBaseLogger): Transport | null {
  // Channels are not prefixed by ioredis: the key prefix keeps apart the apps sharing one Redis (and tests).
  if (redis) {
    const channel = `${redis.options.keyPrefix ?? ''}bus`;
    let subscriber: Redis | undefined;
    return {
      maxBytes: Infinity,
      async start(receive) {
        subscriber = redis.duplicate();
        subscriber.on('message', (_channel: string, wire: string) => receive(wire));
        await subscriber.subscribe(channel);
      },
      send: async (wire) => void (await redis.publish(channel, wire)),
      async close() {
        subscriber?.disconnect();
      },
    };
  }
  const notices = database.notices;
  if (!notices) return null;
  let stop: (() => Promise<void>) | undefined;
  return {
    maxBytes: NOTIFY_MAX_BYTES,
    async start(receive, lost) {
      stop = await notices.listen('bus', receive, () => {
        log.warn('bus: the LISTEN connection was lost; listening again');
        lost();
      });
    },
    send: (wire) => notices.notify('bus', wire),
    close: async () => stop?.(),
  };
}

/**
 * The one cross-process bus every push uses (live tables now; docs/decisions/089-one-bus.md): a process
 * publishes to a topic, every subscriber of that topic on every process of the site receives it. The
 * publisher's own subscribers get it at once; the others through the transport, which skips the process's
 * own messages on their way back. Nothing is kept: a subscriber that needs what it missed re-reads it.
 */
export function createBus({
  redis,
  database,
  log,
}: {
  redis?: Redis;
  database: Database;
  log: FastifyBaseLogger;
}) {
  const listeners = new Map<string, Set<BusListener>>();
  const origin = randomUUID();
  const transport = transportOf(redis, database, log);

  function deliver(topic: string, message: string | null) {
    for (const listener of listeners.get(topic) ?? []) listener(message);
  }

  /** `<origin>\n<topic>\n<message>`; an empty message after the topic is a re-read hint. */
  function receive(wire: string) {
    const first = wire.indexOf('\n');
    const second = wire.indexOf('\n', first + 1);
    if (first < 0 || second < 0 || wire.slice(0, first) === origin) return;
    const message = wire.slice(second + 1);
    deliver(wire.slice(first + 1, second), message === '' ? null : message);
  }

  return {
    async start() {
      await transport?.start(receive, () => {
        for (const topic of listeners.keys()) deliver(topic, null);
      });
    },
    publish(topic: string, message: string) {
      deliver(topic, message);
      if (!transport) return;
      const wire = `${origin}\n${topic}\n${message}`;
      // Too big to carry: the topic alone, which the other processes take as "re-read".
      const sent = Buffer.byteLength(wire) > transport.maxBytes ? `${origin}\n${topic}\n` : wire;
      transport.send(sent).catch((err: unknown) => {
        log.warn({ err, topic }, 'bus: a message was not sent to the other processes');
      });
    },
    subscribe(topic: string, listener: BusListener): () => void {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    /** How the bus reaches the other processes (tests and /readyz-style checks). */
    transport: redis ? 'redis' : database.notices ? 'postgres' : 'local',
    close: async () => transport?.close(),
  };
}
export type Bus = ReturnType<typeof createBus>;
