import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import { createLocalCache } from '../../infra/local-cache';
import { fail } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthedMember } from '../../plugins/access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cached session lookups live this long in Redis; revocation deletes them at once. */
const CACHE_SEC = 30;
/**
 * A session looked up in this process is trusted this long without asking again: the lookup is the
 * one query every member call pays. Revocation clears it here at once; another process may accept
 * a revoked token for at most this long (docs/decisions/006-member-session-caching.md).
 */
const LOCAL_MS = 2000;
/** Sliding expiry is written at most this often per session, not on every request. */
const EXTEND_EVERY_MS = 5 * 60_000;
/** A session's last use is written at most this often (docs/decisions/098-last-login-and-sessions.md). */
export const SEEN_EVERY_MS = 60_000;

/** What a session keeps of where it was opened: a device name and the address, masked already. */
export interface OpenedFrom {
  device: string;
  ip: string;
}

/**
 * Opaque access tokens: the client holds the token, the database holds its SHA-256 hash.
 * Every server process sees the same sessions (database, plus Redis as a read cache when configured).
 */
export function createSessionStore(ctx: Pick<AppContext, 'db' | 'cache' | 'env'>) {
  const idleMs = ctx.env.SESSION_IDLE_HOURS * 3_600_000;
  const maxMs = ctx.env.SESSION_MAX_DAYS * 86_400_000;
  const cacheKey = (tokenHash: string) => `sess:${tokenHash}`;
  const local = createLocalCache<AuthedMember>(LOCAL_MS);
  const extended = createLocalCache<true>(EXTEND_EVERY_MS);
  const seen = createLocalCache<true>(SEEN_EVERY_MS);
  // With the member's mustChangePassword: a session of a temporary password may only change it (access.ts).
  const byTokenHash = ctx.db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      expiresAt: sessions.expiresAt,
      mustChangePassword: members.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_by_token_hash');
  /**
   * Whether a session still lives for what it launched at `since`: not revoked (sign-out, password change
   * elsewhere), not expired, the member not locked and the password unchanged since. Two primary-key
   * lookups in one statement: the house provider asks it on every call (docs/ABUSE.md 9).
   */
  const liveSince = ctx.db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(members.locked, false),
        or(isNull(members.passwordChangedAt), lt(members.passwordChangedAt, sql.placeholder('since'))),
      ),
    )
    .prepare('session_live_since');

  async function fromSharedCache(tokenHash: string): Promise<AuthedMember | undefined> {
    const hit = await ctx.cache.get(cacheKey(tokenHash));
    if (!hit) return undefined;
    const s = JSON.parse(hit) as Omit<AuthedMember, 'tokenHash' | 'expiresAt'> & { expiresAt: string };
    const expiresAt = new Date(s.expiresAt);
    // An entry cached before the flag was kept has none: asked of the database again.
    if (typeof s.mustChangePassword !== 'boolean') return undefined;
    return expiresAt.getTime() > Date.now() ? { ...s, tokenHash, expiresAt } : undefined;
  }

  async function fromDatabase(tokenHash: string): Promise<AuthedMember | null> {
    const [row] = await byTokenHash.execute({ tokenHash });
    if (!row) return null;
    await ctx.cache.set(cacheKey(tokenHash), JSON.stringify(row), CACHE_SEC);
    return { ...row, tokenHash };
  }

  /**
   * Writes the session's last use at most once a minute: once per process (the local mark), and not at all
   * when another process wrote it within the minute (the condition). A lookup answered from this process's
   * two-second cache writes nothing, so a busy member costs one update a minute, not one per call.
   */
  async function markSeen(sessionId: string) {
    if (seen.get(sessionId)) return;
    seen.set(sessionId, true);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(
            isNull(sessions.lastSeenAt),
            lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SEEN_EVERY_MS / 1000})`),
          ),
        ),
      );
  }

  async function forget(...tokenHashes: string[]) {
    local.delete(...tokenHashes);
    await ctx.cache.del(...tokenHashes.map(cacheKey));
  }

  return {
    /**
     * Opens a session only for a member who is not locked, checked in the insert itself under a share lock
     * of the member row: a sign-in racing a staff lock either waits for it and finds the member locked, or
     * commits first and is revoked by it (docs/decisions/078-member-actions.md).
     */
    async create(memberId: string, from: OpenedFrom): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + idleMs);
      const opened = await ctx.db.execute(sql`
        insert into ${sessions} (member_id, token_hash, expires_at, device, ip, last_seen_at)
        select ${members.id}, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz,
               ${from.device}, ${from.ip}, now()
        from ${members} where ${members.id} = ${memberId} and not ${members.locked}
        for share of ${members}
        returning ${sessions.id} as id`);
      const [row] = (opened as unknown as { rows: { id: string }[] }).rows;
      if (!row) throw fail('FORBIDDEN', 'memberLocked');
      seen.set(row.id, true);
      return { token, expiresAt };
    },

    async authenticate(token: string): Promise<AuthedMember | null> {
      const tokenHash = hashToken(token);
      const known = local.get(tokenHash);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      const session = (await fromSharedCache(tokenHash)) ?? (await fromDatabase(tokenHash));
      if (session) {
        local.set(tokenHash, session);
        await markSeen(session.sessionId);
      }
      return session;
    },

    /** Sliding expiry: pushes the idle deadline forward, never past the session's absolute maximum. */
    async extend(session: AuthedMember): Promise<Date> {
      const wanted = Date.now() + idleMs;
      if (wanted - session.expiresAt.getTime() < EXTEND_EVERY_MS) return session.expiresAt;
      // At most one write per session per period in this process: parallel calls of the session skip
      // meanwhile, and so does a session at its absolute maximum (the idle deadline can no longer move,
      // so it would otherwise look due, and be written, on every call of its last SESSION_IDLE_HOURS).
      if (extended.get(session.sessionId)) return session.expiresAt;
      extended.set(session.sessionId, true);
      const [row] = await ctx.db
        .update(sessions)
        .set({
          expiresAt: sql`least(now() + make_interval(secs => ${idleMs / 1000}),
                               ${sessions.createdAt} + make_interval(secs => ${maxMs / 1000}))`,
        })
        .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)))
        .returning({ expiresAt: sessions.expiresAt });
      await forget(session.tokenHash);
      return row?.expiresAt ?? session.expiresAt;
    },

    async revoke(session: AuthedMember): Promise<void> {
      await ctx.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, session.sessionId));
      await forget(session.tokenHash);
    },

    /** See `liveSince` above; a reference that is no session id is no live session. */
    async isLiveSince(sessionId: string, since: Date): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const rows = await liveSince.execute({ sessionId, since: since.toISOString() });
      return rows.length > 0;
    },

    /**
     * Which of `sessionIds` still live (not revoked, not expired, the member not locked): one query for all the
     * member event streams of a process, asked every few seconds (modules/member-push).
     */
    async liveOf(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            inArray(sessions.id, sessionIds),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            eq(members.locked, false),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Revokes every live session of the member (staff locked them or reset their password) in the caller's
     * transaction, so the lock and the revocation commit together. Answers the token hashes, for `forget`
     * once the transaction has committed: forgotten earlier, another process could cache them again.
     */
    async revokeAll(memberId: string, tx: Executor): Promise<string[]> {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return revoked.map((r) => r.tokenHash);
    },

    /** The member's live sessions, the last used first (the member's list of devices). */
    async liveOfMember(memberId: string) {
      return ctx.db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(
            sessions.createdAt,
          ),
          device: sessions.device,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`),
          desc(sessions.createdAt),
        );
    },

    /** The sign-in before the one that opened `sessionId` (live or not): the member's "last login". */
    async openedBefore(memberId: string, sessionId: string) {
      const current = ctx.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      const [row] = await ctx.db
        .select({ at: sessions.createdAt, device: sessions.device, ip: sessions.ip })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), lt(sessions.createdAt, sql`(${current})`)))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Drops cached sessions (this process and Redis) after their revocation committed. */
    forget: (tokenHashes: string[]) => forget(...tokenHashes),

    /** Revokes every live session of the member except `keepSessionId` (after a password change). */
    async revokeOthers(memberId: string, keepSessionId: string): Promise<void> {
      const revoked = await ctx.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
        )
        .returning({ tokenHash: sessions.tokenHash });
      await forget(...revoked.map((r) => r.tokenHash));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
