import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@chokdee/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../../../infra/redis';

type Listener = (frame: string) => void;

/** An event as it goes on the wire: serialised once, the same text written to every connection. */
export const frameOf = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live tables' events of this process: the dealer publishes, each open stream listens to its table.
 * With Redis, every event also goes through one pub/sub channel so members connected to another process
 * get it at the same moment; a process skips its own messages (it delivered them already, at once).
 */
export function createLiveBus({ redis, log }: { redis?: Redis; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<Listener>>();
  const origin = randomUUID();
  // Channels are not prefixed by ioredis: the key prefix keeps apart the apps sharing one Redis (and tests).
  const channel = `${redis?.options.keyPrefix ?? ''}live-events`;
  let subscriber: Redis | undefined;

  function deliver(tableId: string, frame: string) {
    for (const listener of listeners.get(tableId) ?? []) listener(frame);
  }

  async function start() {
    if (!redis || subscriber) return;
    subscriber = redis.duplicate();
    subscriber.on('message', (_channel: string, message: string) => {
      const first = message.indexOf('\n');
      const second = message.indexOf('\n', first + 1);
      if (message.slice(0, first) === origin) return;
      deliver(message.slice(first + 1, second), message.slice(second + 1));
    });
    await subscriber.subscribe(channel);
  }

  return {
    start,
    publish(tableId: string, event: LiveEvent) {
      const frame = frameOf(event);
      deliver(tableId, frame);
      redis?.publish(channel, `${origin}\n${tableId}\n${frame}`).catch((err: unknown) => {
        log.warn({ err }, 'live: publishing an event to Redis failed');
      });
    },
    subscribe(tableId: string, listener: Listener): () => void {
      let set = listeners.get(tableId);
      if (!set) listeners.set(tableId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(tableId);
      };
    },
    /** Connections listening, per table (tests check nothing is left behind). */
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      subscriber?.disconnect();
      subscriber = undefined;
    },
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
