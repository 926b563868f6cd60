import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { frameOf, type LiveBus } from './bus';
import type { LiveService } from './service';
import type { StreamSlots } from './stream-slots';
import { sendEventStream } from '../../lib/event-stream';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

/**
 * The event streams of this process. Each connection listens to its table on the bus and receives the
 * frames exactly as the bus serialised them once; all connections share one keep-alive timer, which also
 * tells the other processes that these streams still live. A closed connection leaves nothing behind (its
 * listener is removed and its place in `slots` freed on close).
 */
export function createLiveStreams(bus: LiveBus, live: LiveService, slots: StreamSlots) {
  const open = new Set<() => void>();
  const slotIds = new Set<string>();
  const closing = new Set<Promise<void>>();
  const keepAlive = setInterval(() => {
    for (const ping of pings) ping();
    slots.touch([...slotIds]);
  }, KEEP_ALIVE_MS).unref();
  const pings = new Set<() => void>();

  return {
    /** Serves the stream that took the place `slotId` (stream-slots.ts). */
    async serve(reply: FastifyReply, tableId: string, slotId: string) {
      const stream = new PassThrough();
      const write = (frame: string) => stream.write(frame);
      // Events published while the snapshot is read are kept and sent after it, in order.
      const early: string[] = [];
      let ready = false;
      const unsubscribe = bus.subscribe(tableId, (frame) => (ready ? write(frame) : early.push(frame)));
      const ping = () => write(': keep-alive\n\n');
      const end = () => {
        if (!open.delete(end)) return;
        pings.delete(ping);
        unsubscribe();
        stream.end();
        slotIds.delete(slotId);
        const freed = slots.close(slotId).finally(() => closing.delete(freed));
        closing.add(freed);
      };
      open.add(end);
      slotIds.add(slotId);
      pings.add(ping);
      reply.raw.once('close', end);
      try {
        write(`retry: ${RETRY_MS}\n\n`);
        write(frameOf(await live.snapshot(tableId)));
      } catch (err) {
        end();
        throw err;
      }
      for (const frame of early) write(frame);
      ready = true;
      return sendEventStream(reply, stream);
    },
    openCount: () => open.size,
    /** Ends every stream (before the server waits for open connections) and frees their places. */
    async close() {
      for (const end of [...open]) end();
      clearInterval(keepAlive);
      await Promise.all(closing);
    },
  };
}
