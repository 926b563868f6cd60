import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { staffAccounts, staffLoginTickets } from '../../db/schema';
import type { Executor } from '../../db/types';

export async function findStaffForSignIn(ex: Executor, username: string) {
  const [row] = await ex
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      passwordHash: staffAccounts.passwordHash,
      totpSecret: staffAccounts.totpSecret,
      disabled: staffAccounts.disabled,
    })
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.username})`, username.toLowerCase()));
  return row;
}

export async function insertLoginTicket(
  ex: Executor,
  t: { tokenHash: string; staffId: string; enrolSecret: string | null; minutes: number },
) {
  await ex.insert(staffLoginTickets).values({
    tokenHash: t.tokenHash,
    staffId: t.staffId,
    enrolSecret: t.enrolSecret,
    expiresAt: sql`now() + make_interval(mins => ${t.minutes})`,
  });
}

/**
 * Locks and reads a live ticket with its account (not disabled). The caller spends it with the same
 * transaction: parallel codes on one ticket take turns, and only the first good one signs in.
 */
export async function takeLoginTicket(ex: Executor, tokenHash: string) {
  const t = staffLoginTickets;
  const [row] = await ex
    .select({
      staffId: t.staffId,
      enrolSecret: t.enrolSecret,
      totpSecret: staffAccounts.totpSecret,
      username: staffAccounts.username,
      role: staffAccounts.role,
    })
    .from(t)
    .innerJoin(staffAccounts, eq(staffAccounts.id, t.staffId))
    .where(
      and(
        eq(t.tokenHash, tokenHash),
        isNull(t.usedAt),
        gt(t.expiresAt, sql`now()`),
        eq(staffAccounts.disabled, false),
      ),
    )
    .for('update', { of: t });
  if (!row) return undefined;
  await ex
    .update(t)
    .set({ usedAt: sql`now()` })
    .where(eq(t.tokenHash, tokenHash));
  return row;
}

/**
 * Accepts a code's time step once: only a step after the last accepted one passes, in one guarded update.
 * `enrolSecret` is saved when the account has none yet (the first good code confirms enrolment).
 */
export async function acceptTotpStep(
  ex: Executor,
  staffId: string,
  step: number,
  enrolSecret: string | null,
) {
  const a = staffAccounts;
  const rows = await ex
    .update(a)
    .set({
      totpLastStep: step,
      ...(enrolSecret && { totpSecret: enrolSecret }),
    })
    .where(
      and(
        eq(a.id, staffId),
        or(isNull(a.totpLastStep), lt(a.totpLastStep, step)),
        // Two enrolments begun at once: the first confirmed secret stays, the other is refused.
        enrolSecret ? isNull(a.totpSecret) : undefined,
      ),
    )
    .returning({ id: a.id });
  return rows.length === 1;
}
