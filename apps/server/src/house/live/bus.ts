import type { LiveEvent } from '@chokdee/contracts';
import type { Bus } from '../../infra/bus';

type Listener = (frame: string) => void;

/** An event as it goes on the wire: serialised once, the same text written to every connection. */
export const frameOf = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

const topicOf = (tableId: string) => `live:${tableId}`;

/**
 * The live tables' events on the site's bus (infra/bus.ts): the dealer publishes on whichever process
 * holds its table, and each open stream, on any process, listens to its table. One bus subscription per
 * table on this process, whatever the number of streams. When the bus says "re-read" (an event too big to
 * carry, or a connection that dropped), the table's snapshot is read once and sent to its streams: each
 * starts again from it, as after a reconnection.
 */
export function createLiveBus(bus: Bus, snapshot: (tableId: string) => Promise<LiveEvent>) {
  const listeners = new Map<string, { set: Set<Listener>; unsubscribe: () => void }>();

  function deliver(tableId: string, frame: string) {
    for (const listener of listeners.get(tableId)?.set ?? []) listener(frame);
  }

  function onMessage(tableId: string, frame: string | null) {
    if (frame !== null) return deliver(tableId, frame);
    snapshot(tableId).then(
      (event) => deliver(tableId, frameOf(event)),
      () => undefined, // the next event, or the stream's own reconnection, brings the table back
    );
  }

  return {
    publish(tableId: string, event: LiveEvent) {
      bus.publish(topicOf(tableId), frameOf(event));
    },
    subscribe(tableId: string, listener: Listener): () => void {
      let entry = listeners.get(tableId);
      if (!entry) {
        const unsubscribe = bus.subscribe(topicOf(tableId), (frame) => onMessage(tableId, frame));
        listeners.set(tableId, (entry = { set: new Set(), unsubscribe }));
      }
      entry.set.add(listener);
      return () => {
        entry.set.delete(listener);
        if (entry.set.size === 0 && listeners.get(tableId) === entry) {
          entry.unsubscribe();
          listeners.delete(tableId);
        }
      };
    },
    /** Connections listening, per table (tests check nothing is left behind). */
    listenerCount: () => [...listeners.values()].reduce((n, e) => n + e.set.size, 0),
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
