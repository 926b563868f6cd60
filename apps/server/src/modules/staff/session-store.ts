import type { StaffRole } from '@chokdee/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { Db } from '../../db/types';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthedStaff } from '../../plugins/access';

/** A staff session ends after this long without a call (issue 12). */
export const STAFF_IDLE_MIN = 30;

/**
 * Staff sessions: an opaque token in the cookie, its SHA-256 hash in the database. Every call reads the
 * session and moves its idle deadline in one statement, so every server process sees a sign-out, a disabled
 * account or an idle end at once. Staff calls are few: no cache, unlike members' sessions.
 */
export function createStaffSessionStore(db: Db) {
  return {
    async create(staffId: string, from: { ip: string | null; userAgent: string | null }) {
      const token = newToken();
      const csrfToken = newToken();
      await db.insert(staffSessions).values({
        staffId,
        tokenHash: hashToken(token),
        csrfToken,
        ip: from.ip,
        userAgent: from.userAgent?.slice(0, 300) ?? null,
      });
      return { token, csrfToken };
    },

    /** The live session of a cookie value, its idle deadline moved on; null when ended or unknown. */
    async authenticate(token: string): Promise<AuthedStaff | null> {
      const s = staffSessions;
      const [row] = await db
        .update(s)
        .set({ lastSeenAt: sql`now()` })
        .from(staffAccounts)
        .where(
          and(
            eq(s.tokenHash, hashToken(token)),
            isNull(s.revokedAt),
            gt(s.lastSeenAt, sql`now() - make_interval(mins => ${STAFF_IDLE_MIN})`),
            eq(staffAccounts.id, s.staffId),
            eq(staffAccounts.disabled, false),
          ),
        )
        .returning({
          sessionId: s.id,
          staffId: s.staffId,
          csrfToken: s.csrfToken,
          username: staffAccounts.username,
          role: staffAccounts.role,
        });
      return row ? { ...row, role: row.role as StaffRole } : null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },
  };
}
export type StaffSessionStore = ReturnType<typeof createStaffSessionStore>;
