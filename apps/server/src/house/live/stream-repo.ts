import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { liveStreams } from '../../db/schema';
import type { Db, Executor } from '../../db/types';

/** A stream whose process has not refreshed it for this long is gone (the process stopped). */
export const STREAM_QUIET_SEC = 60;
/** Rows are kept this long after opening: past any ticket's life (60 s), with room for clock drift. */
const STREAM_RECORD_SEC = 600;

/**
 * Records a new stream of `username` unless `id` was recorded before (a ticket used again): answers the
 * member's open streams counting this one, or undefined for a used id. Under a lock per member, so of
 * parallel opens each counts the others.
 */
export async function insertStream(tx: Executor, stream: { id: string; username: string; tableId: string }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`live-streams:${stream.username}`}, 0))`,
  );
  const inserted = await tx
    .insert(liveStreams)
    .values(stream)
    .onConflictDoNothing({ target: liveStreams.id })
    .returning({ id: liveStreams.id });
  if (inserted.length === 0) return undefined;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(liveStreams)
    .where(
      and(
        eq(liveStreams.username, stream.username),
        isNull(liveStreams.closedAt),
        gt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STREAM_QUIET_SEC})`),
      ),
    );
  return row!.n;
}

export async function closeStream(db: Db, id: string) {
  await db
    .update(liveStreams)
    .set({ closedAt: sql`now()` })
    .where(eq(liveStreams.id, id));
}

/** The serving process says its open streams still live. */
export async function touchStreams(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(liveStreams)
    .set({ seenAt: sql`now()` })
    .where(inArray(liveStreams.id, ids));
}

/** Forgets streams that ended (closed or gone quiet) and whose ticket has long expired. */
export async function deleteOldStreams(db: Db) {
  await db
    .delete(liveStreams)
    .where(
      and(
        lt(liveStreams.openedAt, sql`now() - make_interval(secs => ${STREAM_RECORD_SEC})`),
        or(
          isNotNull(liveStreams.closedAt),
          lt(liveStreams.seenAt, sql`now() - make_interval(secs => ${STREAM_QUIET_SEC})`),
        ),
      ),
    );
}
