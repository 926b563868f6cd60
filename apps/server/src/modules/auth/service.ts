import { newPassword, TH, type SignupBody } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { freshBatches } from '../../lib/fresh-batches';
import { uniqueViolation } from '../../lib/pg-errors';
import { newToken, randomCode } from '../../lib/tokens';
import type { AuthedMember } from '../../plugins/access';
import type { ConfigService } from '../config';
import { isSiteAccount } from '../deposits';
import type { MemberMoneySource } from '../ledger';
import { holderKey, recordAddress } from '../links';
import { recordLogin, type LoginOutcome } from '../members';
import { insertBankCheck, redeemBankCheck } from './bank-check-repo';
import { deviceName } from '../../lib/device-name';
import { createLoginGuard } from '../../lib/login-guard';
import { maskIp } from '../../lib/mask';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import {
  bankAccountExists,
  findMemberById,
  findMemberByPhone,
  findMemberIdByAffiliateKey,
  insertMember,
  phoneExists,
  prepareMembersWithMoney,
  updatePasswordHash,
} from './repo';
import type { SessionStore } from './session-store';
import { toUserInfo } from './user-info';

/**
 * User-info statements one process runs at once; calls meanwhile wait and share the next
 * (docs/decisions/011-user-info-one-statement.md).
 */
const USER_INFO_READS_IN_FLIGHT = 1;

/**
 * What an affiliate key can look like (ours are 10 letters and digits). Anything else is a stale or mangled
 * share link: ignored like an unknown key, and never sent to the database (U+0000 would fail the query).
 */
const AFFILIATE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

interface Deps {
  ctx: AppContext;
  config: ConfigService;
  sessions: SessionStore;
  /** The money side of the user info, read in the member's own statement. */
  moneyQuery: MemberMoneySource;
}

export function createAuthService({ ctx, config, sessions, moneyQuery }: Deps) {
  const { db, limiter, env } = ctx;
  // Old-password tries of change-password (a signed-in member); sign-in tries are the login guard's.
  const failKey = (phone: string) => `password-change-fail:${phone}`;
  const loginGuard = createLoginGuard(limiter, env);
  const failWindowSec = env.LOGIN_FAIL_WINDOW_MIN * 60;
  // Concurrent refreshes and logins share statements, never results
  // (docs/decisions/011-user-info-one-statement.md).
  const memberWithMoney = freshBatches(prepareMembersWithMoney(db, moneyQuery()), {
    inFlight: USER_INFO_READS_IN_FLIGHT,
    maxBatch: 100,
  });

  async function limitPerIp(kind: 'login' | 'lookup', ip: string) {
    const limit = kind === 'login' ? env.LOGIN_IP_LIMIT_PER_MIN : env.LOOKUP_IP_LIMIT_PER_MIN;
    if ((await limiter.hit(`${kind}-ip:${ip}`, 60)) > limit) throw fail('RATE_LIMITED', 'tooManyRequests');
  }

  /**
   * Spends one try of the phone's change-password budget before the old password is checked. Counting first, in one
   * atomic step, is what stops guesses sent in parallel: had they all read the count before any failure was
   * recorded, every one of them would be checked. A correct password gives the try back (reset).
   */
  async function spendPasswordTry(phone: string) {
    if ((await limiter.hit(failKey(phone), failWindowSec)) > env.LOGIN_FAIL_LIMIT) {
      throw fail('RATE_LIMITED', 'loginLocked');
    }
  }

  /** One database statement (member, wallets, totals, bonus); the site config is cached in process. */
  async function userInfoOf(memberId: string) {
    const [found, site] = await Promise.all([memberWithMoney(memberId), config.get()]);
    if (!found) throw fail('UNAUTHORIZED', 'unauthorized');
    if (found.member.locked) throw fail('FORBIDDEN', 'memberLocked');
    return toUserInfo(found.member, found.money, site.Partner);
  }

  return {
    async checkPhone(phoneNumber: string, ip: string) {
      await limitPerIp('lookup', ip);
      if (await phoneExists(db, phoneNumber)) throw fail('CONFLICT', 'phoneTaken');
      return { phoneNumber };
    },

    async checkBank(bankCode: string, bankAccount: string, ip: string) {
      await limitPerIp('lookup', ip);
      if (await bankAccountExists(db, bankCode, bankAccount)) throw fail('CONFLICT', 'bankAccountTaken');
      // The site's own receiving accounts, active or not, answer like a taken account (docs/ABUSE.md 6).
      if (await isSiteAccount(db, bankAccount)) throw fail('CONFLICT', 'bankAccountTaken');
      let names: { firstName: string; lastName: string } | null = null;
      const lookup = ctx.adapters.bankName;
      // The config answers getNameBank off when there is no lookup (config service); both are checked.
      if ((await config.get()).getNameBank && lookup) {
        try {
          names = await lookup.lookup(bankCode, bankAccount);
        } catch (err) {
          ctx.log.warn({ err, bankCode }, 'bank name lookup failed');
          throw fail('UNAVAILABLE', 'bankLookupUnavailable');
        }
        if (!names) throw fail('NOT_FOUND', 'bankAccountNotFound');
      }
      const token = newToken();
      await insertBankCheck(db, {
        token,
        bankCode,
        bankAccount,
        ...(names ?? { firstName: null, lastName: null }),
      });
      return { firstName: names?.firstName ?? '', lastName: names?.lastName ?? '', token };
    },

    /**
     * `ip` is kept with the member (the operator's promotion claims show it) and, with the holder's name
     * from the bank, links the account to the same person's others (docs/ABUSE.md 11).
     */
    async signup(body: SignupBody & { BankAccount: string }, tokenBank: string | undefined, ip: string) {
      if (!tokenBank) throw fail('VALIDATION', 'bankTokenInvalid');
      const passwordHash = await hashPassword(body.Password);
      try {
        await db.transaction(async (tx) => {
          const verified = await redeemBankCheck(tx, tokenBank, body.BankCode, body.BankAccount);
          if (!verified) throw fail('VALIDATION', 'bankTokenInvalid');
          // Checked again: the account may have become a channel since its bank check.
          if (await isSiteAccount(tx, body.BankAccount)) throw fail('CONFLICT', 'bankAccountTaken');
          // Names come from the verified lookup; only a site without lookup takes them from the form.
          const firstName = verified.firstName ?? body.firstName?.trim() ?? '';
          const lastName = verified.lastName ?? body.lastName?.trim() ?? '';
          if (!firstName || !lastName) throw fail('VALIDATION', 'fillAll');
          const referrerId =
            body.affiliateKey && AFFILIATE_KEY.test(body.affiliateKey)
              ? await findMemberIdByAffiliateKey(tx, body.affiliateKey)
              : undefined;
          // A name the bank gave links this account to the holder's others; a typed or invented one does not.
          const fromBank = verified.firstName && verified.lastName && !ctx.adapters.bankName?.invented;
          const member = await insertMember(
            tx,
            {
              phoneNumber: body.phoneNumber,
              passwordHash,
              bankCode: body.BankCode,
              bankAccount: body.BankAccount,
              firstName,
              lastName,
              walletId: body.WalletId ?? null,
              affiliateKey: randomCode(10),
              referrerId: referrerId ?? null,
              isBonus: body.isBonus ?? false,
              gameUsername: `ck${randomCode(10)}`,
              signupIp: ip,
              holderKey: fromBank ? holderKey(firstName, lastName) : null,
            },
            // The schema lets only a yes to both, for the terms in force, through (contracts auth/signup.ts).
            body.consent && { termsVersion: body.consent.termsVersion },
          );
          await recordAddress(tx, member.id, ip);
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'members_phone_number_key') throw fail('CONFLICT', 'phoneTaken');
        if (constraint === 'members_bank_account_key') throw fail('CONFLICT', 'bankAccountTaken');
        throw err;
      }
      ctx.metrics.signups.inc();
      return { phoneNumber: body.phoneNumber };
    },

    /** `userAgent` is only kept in the member's login history (the back office's member page). */
    async login(phoneNumber: string, password: string, ip: string, userAgent?: string) {
      await limitPerIp('login', ip);
      await loginGuard.spendTry(phoneNumber, ip);
      const member = await findMemberByPhone(db, phoneNumber);
      const ok = member
        ? await verifyPassword(member.passwordHash, password)
        : await verifyAgainstDummy(password);
      const tried = (outcome: LoginOutcome) =>
        member ? recordLogin(db, { memberId: member.id, ip, userAgent, outcome }) : undefined;
      if (!member || !ok) {
        ctx.metrics.loginsFailed.inc();
        await tried('bad-password');
        throw fail('BAD_CREDENTIALS', 'loginFailed');
      }
      if (member.locked) {
        await tried('locked');
        throw fail('FORBIDDEN', 'memberLocked');
      }
      await loginGuard.succeeded(phoneNumber, ip);
      await Promise.all([recordAddress(db, member.id, ip), tried('ok')]);
      // The session keeps the device's short name and the masked address only: the member's list shows
      // them; the full address and header stay in the login history staff read (members module).
      const session = await sessions.create(member.id, {
        device: deviceName(userAgent),
        ip: maskIp(ip, 'subnet'),
      });
      ctx.metrics.loginsSucceeded.inc();
      return {
        authToken: session.token,
        data: await userInfoOf(member.id),
        mustChangePassword: member.mustChangePassword,
      };
    },

    async refresh(session: AuthedMember) {
      const [data] = await Promise.all([userInfoOf(session.memberId), sessions.extend(session)]);
      return data;
    },

    async changePassword(
      session: AuthedMember,
      body: { phone_number: string; old_Password: string; Password: string; Confirm_Password: string },
    ) {
      const member = await findMemberById(db, session.memberId);
      if (!member) throw fail('UNAUTHORIZED', 'unauthorized');
      if (body.phone_number !== member.phoneNumber) throw fail('VALIDATION', 'phoneNotYours');
      const rule = newPassword.safeParse(body.Password);
      if (!rule.success) throw fail('VALIDATION', 'invalidRequest', rule.error.issues[0]?.message);
      if (body.Password !== body.Confirm_Password) throw fail('VALIDATION', 'passwordMismatch');
      await spendPasswordTry(member.phoneNumber);
      if (!(await verifyPassword(member.passwordHash, body.old_Password))) {
        throw fail('VALIDATION', 'oldPasswordWrong');
      }
      await limiter.reset(failKey(member.phoneNumber));
      await updatePasswordHash(db, member.id, await hashPassword(body.Password));
      await sessions.revokeOthers(member.id, session.sessionId);
      // This session's cached copy still says "temporary password": it may do everything now.
      await sessions.forget([session.tokenHash]);
      return TH.passwordChanged;
    },

    logout: (session: AuthedMember) => sessions.revoke(session),

    /** The member's live sessions, this one marked, and the sign-in before this one. */
    async listSessions(session: AuthedMember) {
      const [live, before] = await Promise.all([
        sessions.liveOfMember(session.memberId),
        sessions.openedBefore(session.memberId, session.sessionId),
      ]);
      return {
        sessions: live.map((s) => ({
          id: s.id,
          current: s.id === session.sessionId,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          device: s.device,
          ip: s.ip,
        })),
        lastLogin: before && { at: before.at.toISOString(), device: before.device, ip: before.ip },
      };
    },

    /** Signs out everywhere, this session too; the member's open event streams end with them (member-push). */
    async logoutAll(session: AuthedMember) {
      const revoked = await sessions.revokeAll(session.memberId, db);
      await sessions.forget(revoked);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
