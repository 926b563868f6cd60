import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { staffAccounts, staffLoginTickets } from '../../db/schema';
import type { Executor } from '../../db/types';
import { TOTP_FIRST_DELAY_SEC, TOTP_FREE_TRIES, TOTP_LOCK_AT } from './totp-guard';

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

/** A ticket of this hash that is unspent and unexpired, of an enabled account (joined as `staffAccounts`). */
const liveTicket = (tokenHash: string) =>
  and(
    eq(staffLoginTickets.tokenHash, tokenHash),
    isNull(staffLoginTickets.usedAt),
    gt(staffLoginTickets.expiresAt, sql`now()`),
    eq(staffAccounts.disabled, false),
  );

/** The account of a live, unspent ticket of an enabled account, before its code is tried. */
export async function findTicketAccount(ex: Executor, tokenHash: string) {
  const t = staffLoginTickets;
  const [row] = await ex
    .select({ staffId: t.staffId, username: staffAccounts.username })
    .from(t)
    .innerJoin(staffAccounts, eq(staffAccounts.id, t.staffId))
    .where(liveTicket(tokenHash));
  return row;
}

/**
 * Counts one code try of the account before the code is checked, in one guarded update: refused (undefined)
 * while the account waits out its delay or is locked. Parallel tries queue on the row and each sees the
 * count the one before left, so a burst is checked no more than one at a time would be.
 */
export async function spendTotpTry(ex: Executor, staffId: string): Promise<number | undefined> {
  const a = staffAccounts;
  const tries = sql`${a.totpFailures} + 1`;
  const [row] = await ex
    .update(a)
    .set({
      totpFailures: tries,
      totpNextTryAt: sql`case when ${tries} >= ${TOTP_FREE_TRIES}
        then now() + make_interval(secs => ${TOTP_FIRST_DELAY_SEC} * power(2, ${tries} - ${TOTP_FREE_TRIES}))
        end`,
    })
    .where(
      and(
        eq(a.id, staffId),
        lt(a.totpFailures, TOTP_LOCK_AT),
        or(isNull(a.totpNextTryAt), lte(a.totpNextTryAt, sql`now()`)),
      ),
    )
    .returning({ tries: a.totpFailures });
  return row?.tries;
}

export async function isTotpLocked(ex: Executor, staffId: string): Promise<boolean> {
  const [row] = await ex
    .select({ failures: staffAccounts.totpFailures })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  return (row?.failures ?? 0) >= TOTP_LOCK_AT;
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
    .where(liveTicket(tokenHash))
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
 * `enrolSecret` is saved when the account has none yet (the first good code confirms enrolment). A good code
 * gives back the tries counted since the last one.
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
      totpFailures: 0,
      totpNextTryAt: null,
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
