import {
  permissionsOf,
  type StaffLoginAnswer,
  type StaffLoginBody,
  type StaffRole,
  type StaffSession,
  type StaffTotpBody,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthedStaff } from '../../plugins/access';
import { createLoginGuard } from '../../lib/login-guard';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { audit } from './audit';
import {
  acceptTotpStep,
  findStaffForSignIn,
  findTicketAccount,
  insertLoginTicket,
  isTotpLocked,
  spendTotpTry,
  takeLoginTicket,
} from './sign-in-repo';
import { STAFF_IDLE_MIN, type StaffSessionStore } from './session-store';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import { TOTP_LOCK_AT } from './totp-guard';

/** A password step is good for this long: time to open an authenticator app, not to walk away. */
const TICKET_MIN = 5;
/** Wrong codes one ticket takes before it is void and the password is asked again. */
const CODES_PER_TICKET = 5;

interface From {
  ip: string;
  userAgent: string | null;
}

/**
 * Staff sign-in (docs/decisions/070-staff-sign-in-totp.md): password, then a TOTP code. Failed
 * passwords are limited like members' logins (per username and address, known addresses pass); a ticket
 * takes a few codes, the account counts wrong codes across tickets (totp-guard.ts), a code is accepted once.
 */
export function createStaffSignIn(
  ctx: Pick<AppContext, 'db' | 'limiter' | 'env' | 'log' | 'notify'>,
  store: StaffSessionStore,
) {
  const guard = createLoginGuard(ctx.limiter, ctx.env, {
    locked: 'staffLoginLocked',
    slowDown: 'staffLoginSlowDown',
  });
  const guardKey = (username: string) => `staff:${username.toLowerCase()}`;

  const sessionView = (
    s: Pick<AuthedStaff, 'staffId' | 'username' | 'role' | 'csrfToken'>,
  ): StaffSession => ({
    staff: { id: s.staffId, username: s.username, role: s.role },
    permissions: permissionsOf(s.role),
    csrfToken: s.csrfToken,
    idleMinutes: STAFF_IDLE_MIN,
  });

  /** A wrong code: audited, logged at warn, and the tenth in a row (the lock) announced to staff. */
  async function wrongCode(a: { staffId: string; username: string; failures: number }, from: From) {
    const locked = a.failures >= TOTP_LOCK_AT;
    const who = { actor: `staff:${a.staffId}` as const, ip: from.ip, target: `staff:${a.staffId}` };
    await ctx.db.transaction(async (tx) => {
      const after = { failures: a.failures, userAgent: from.userAgent };
      await audit(tx, { ...who, action: 'staff.totp-failed', after });
      if (!locked) return;
      await audit(tx, { ...who, action: 'staff.totp-locked', after: { failures: a.failures } });
      await ctx.notify.staffTotpLocked({ username: a.username, failures: a.failures }, tx);
    });
    ctx.log.warn({ staffId: a.staffId, ip: from.ip, failures: a.failures }, 'wrong staff totp code');
  }

  return {
    sessionView,

    async password(body: StaffLoginBody, from: From): Promise<StaffLoginAnswer> {
      await guard.spendTry(guardKey(body.username), from.ip);
      const account = await findStaffForSignIn(ctx.db, body.username);
      const ok = account
        ? await verifyPassword(account.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      // A disabled account answers as a wrong password: the page must not tell which names exist.
      if (!account || !ok || account.disabled) throw fail('BAD_CREDENTIALS', 'staffLoginFailed');
      await guard.succeeded(guardKey(body.username), from.ip);

      const ticket = newToken();
      const enrolSecret = account.totpSecret ? null : newTotpSecret();
      await insertLoginTicket(ctx.db, {
        tokenHash: hashToken(ticket),
        staffId: account.id,
        enrolSecret,
        minutes: TICKET_MIN,
      });
      return {
        ticket,
        enrol: enrolSecret
          ? { secret: enrolSecret, otpauthUri: totpUri(enrolSecret, account.username) }
          : null,
      };
    },

    /**
     * The code step: on success the ticket is spent, TOTP enrolled if it was not, and a session opened. Each
     * try is counted on the account first (totp-guard.ts); a wrong code is audited and logged, and the one
     * that locks the account is announced to staff.
     */
    async code(body: StaffTotpBody, from: From): Promise<{ token: string; session: StaffSession }> {
      const tokenHash = hashToken(body.ticket);
      if ((await ctx.limiter.hit(`staff-totp:${tokenHash}`, TICKET_MIN * 60)) > CODES_PER_TICKET)
        throw fail('UNAUTHORIZED', 'staffTicketExpired');
      const account = await findTicketAccount(ctx.db, tokenHash);
      if (!account) throw fail('UNAUTHORIZED', 'staffTicketExpired');
      const tries = await spendTotpTry(ctx.db, account.staffId);
      if (tries === undefined) {
        if (await isTotpLocked(ctx.db, account.staffId)) throw fail('FORBIDDEN', 'staffTotpLocked');
        throw fail('RATE_LIMITED', 'staffTotpSlowDown');
      }

      const signedIn = await ctx.db
        .transaction(async (tx) => {
          const ticket = await takeLoginTicket(tx, tokenHash);
          if (!ticket) throw fail('UNAUTHORIZED', 'staffTicketExpired');
          const secret = ticket.totpSecret ?? ticket.enrolSecret;
          const step = secret ? totpStepOf(secret, body.code) : null;
          // The guarded update refuses a step not after the last accepted one (a replayed code). A wrong
          // code throws, so the transaction rolls back and the ticket stays for the next try.
          const accepted =
            step !== null &&
            (await acceptTotpStep(tx, ticket.staffId, step, ticket.totpSecret ? null : secret));
          if (!accepted) throw fail('UNAUTHORIZED', 'staffTotpInvalid');
          const who = { actor: `staff:${ticket.staffId}` as const, ip: from.ip };
          const target = `staff:${ticket.staffId}`;
          if (!ticket.totpSecret) await audit(tx, { ...who, action: 'staff.totp-enrol', target });
          await audit(tx, { ...who, action: 'staff.sign-in', target, after: { userAgent: from.userAgent } });
          return ticket;
        })
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.messageKey === 'staffTotpInvalid')
            await wrongCode({ ...account, failures: tries }, from);
          throw err;
        });

      const { token, csrfToken } = await store.create(signedIn.staffId, from);
      const role = signedIn.role as StaffRole;
      return {
        token,
        session: sessionView({ staffId: signedIn.staffId, username: signedIn.username, role, csrfToken }),
      };
    },

    async signOut(session: AuthedStaff, ip: string) {
      await store.revoke(session.sessionId);
      await ctx.db.transaction((tx) =>
        audit(tx, {
          actor: `staff:${session.staffId}`,
          ip,
          action: 'staff.sign-out',
          target: `staff:${session.staffId}`,
        }),
      );
    },
  };
}
export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
