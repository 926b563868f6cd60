import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { closeStream, deleteOldStreams, insertStream, touchStreams } from './stream-repo';

/**
 * Live event streams one member may have open at once, on all processes together: every table (6) in a tab
 * on a phone and a computer still fits. Counted per member, not per house session: a launch opens a new
 * house session, so a cap per session would be lifted by launching again (docs/decisions/064-live-streams.md).
 */
export const STREAMS_PER_MEMBER = 10;

/**
 * The places of the live streams, kept in the database so that every process behind the site counts the
 * same streams and knows which tickets were used, with or without Redis.
 */
export function createStreamSlots({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  return {
    /**
     * Takes a place for a stream of `username`: `ticketId` when it came with a ticket (refused 401 when that
     * ticket opened a stream before), else a fresh id. Refused 429 past STREAMS_PER_MEMBER open ones.
     */
    async open(username: string, tableId: string, ticketId?: string): Promise<string> {
      const id = ticketId ?? randomUUID();
      await db.transaction(async (tx) => {
        const open = await insertStream(tx, { id, username, tableId });
        if (open === undefined) throw fail('UNAUTHORIZED', 'houseSessionExpired');
        if (open > STREAMS_PER_MEMBER) throw fail('RATE_LIMITED', 'liveTooManyStreams');
      });
      deleteOldStreams(db).catch((err: unknown) => log.warn({ err }, 'live: old streams not deleted'));
      return id;
    },
    /** Frees a stream's place (the row stays: its ticket stays used). Never fails. */
    close(id: string): Promise<void> {
      return closeStream(db, id).catch((err: unknown) => log.warn({ err }, 'live: stream not closed'));
    },
    /** Tells the other processes that this one's streams still live. */
    touch(ids: string[]) {
      touchStreams(db, ids).catch((err: unknown) => log.warn({ err }, 'live: streams not refreshed'));
    },
  };
}
export type StreamSlots = ReturnType<typeof createStreamSlots>;
