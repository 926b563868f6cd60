import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
    async create(memberId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + idleMs);
      const opened = await ctx.db.execute(sql`
        insert into ${sessions} (member_id, token_hash, expires_at)
        select ${members.id}, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz
        from ${members} where ${members.id} = ${memberId} and not ${members.locked}
        for share of ${members}
        returning 1`);
      if ((opened as unknown as { rows: unknown[] }).rows.length === 0)
        throw fail('FORBIDDEN', 'memberLocked');
      return { token, expiresAt };
    },

    async authenticate(token: string): Promise<AuthedMember | null> {
      const tokenHash = hashToken(token);
      const known = local.get(tokenHash);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      const session = (await fromSharedCache(tokenHash)) ?? (await fromDatabase(tokenHash));
      if (session) local.set(tokenHash, session);
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
