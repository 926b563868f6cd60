import { type Permission, roleMay, type StaffRole, TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RateLimiter } from '../infra/rate-limiter';
import { secretMatcher } from '../lib/tokens';
import type { Acting } from '../modules/staff/audit';
import { withHook } from './route-hooks';

/**
 * Who may call a route:
 * - open: anyone (health, metrics, docs, web files, signed webhooks that check their own signature);
 * - site: carries `X-Api-Key` with the site API key;
 * - member: site key plus `Authorization: Bearer <access token>` of a live session;
 * - siteOrMember: site key; a bearer token of a live session, when sent, makes `req.member` that member
 *   (a page visitors and members share, e.g. promotions); a stale one is answered as for a visitor;
 * - { staff: permission }: the back office. `X-Admin-Key` with the operator key (every permission), or a
 *   staff session cookie whose role holds the permission; a staff call that changes state also carries
 *   `X-CSRF-Token` with its session's token.
 */
export type Access = 'open' | 'site' | 'member' | 'siteOrMember' | StaffAccess;
export interface StaffAccess {
  staff: Permission;
}

export interface AuthedMember {
  memberId: string;
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
  /** Signed in with a temporary password from staff, not changed yet: only `temporaryPasswordOk` routes. */
  mustChangePassword: boolean;
}

/** A live staff session, as the staff module's store finds it. */
export interface AuthedStaff {
  staffId: string;
  username: string;
  role: StaffRole;
  sessionId: string;
  csrfToken: string;
}

/** Who makes a back-office call: the operator key, or a staff session. */
export type StaffCaller = { kind: 'api-key' } | ({ kind: 'staff' } & AuthedStaff);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A member route a session of a temporary password may call (the user info, the password change,
     * sign-out); every other member route refuses it (docs/ABUSE.md 16.8).
     */
    temporaryPasswordOk?: boolean;
  }
  interface FastifyRequest {
    member: AuthedMember | null;
    staff: StaffCaller | null;
  }
  interface FastifyInstance {
    /** Every back-office route and the permission it needs (the permission tests walk it). */
    staffRouteList: StaffRouteEntry[];
    /** Every route a member's session reaches (the temporary-password test walks it). */
    memberRouteList: MemberRouteEntry[];
  }
}

export interface MemberRouteEntry {
  method: string;
  url: string;
  temporaryPasswordOk: boolean;
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  permission: Permission;
}

export interface AccessOptions {
  siteApiKey: string;
  adminApiKey: string;
  authenticate: (token: string) => Promise<AuthedMember | null>;
  /** Finds the live staff session of a session cookie's value (and keeps it alive). */
  authenticateStaff: (token: string) => Promise<AuthedStaff | null>;
  /** Counts wrong operator keys per address, across processes. */
  limiter: RateLimiter;
}

/** The cookie that carries a staff session (httpOnly, SameSite=Strict, path /admin). */
export const STAFF_COOKIE = 'chokdee_staff';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Wrong operator keys one address may send per window: a typo or two, never a guessing run. */
const WRONG_ADMIN_KEYS = 10;
const WRONG_ADMIN_KEY_WINDOW_SEC = 15 * 60;

/**
 * Who may call each route is fixed when the route is registered: a route that is not open gets its own
 * onRequest check, first among its hooks, so a bad key or token is refused before the body is read or
 * validated. Callback hooks, not async ones: a site call (/v2/prefix is the hottest) runs no promise.
 * Never returns the reply (a thenable): Fastify would take it for an async hook's promise.
 */
export function registerAccess(app: FastifyInstance, opts: AccessOptions) {
  const isSiteKey = secretMatcher(opts.siteApiKey);
  const isAdminKey = secretMatcher(opts.adminApiKey);
  const has = (header: string | string[] | undefined, matcher: (given: string) => boolean) =>
    typeof header === 'string' && matcher(header);

  /**
   * Past WRONG_ADMIN_KEYS wrong keys from an address in the window, every key from it is refused without
   * being compared (a lucky guess learns nothing); each wrong one is counted and logged (docs/ABUSE.md 16.11).
   */
  const adminKeyCheck = async (req: FastifyRequest, key: string | string[]): Promise<200 | 403 | 429> => {
    const failKey = `admin-key-fail:${req.ip}`;
    if ((await opts.limiter.count(failKey)) >= WRONG_ADMIN_KEYS) return 429;
    if (has(key, isAdminKey)) return 200;
    await opts.limiter.hit(failKey, WRONG_ADMIN_KEY_WINDOW_SEC);
    req.log.warn({ ip: req.ip, url: req.url }, 'wrong admin key');
    return 403;
  };

  /**
   * The operator key when sent (a wrong one is refused, not tried as a session); else the staff session
   * cookie, its role, and for a state change the CSRF header.
   */
  const staffCheck =
    (permission: Permission): onRequestHookHandler =>
    (req, reply, done) => {
      const key = req.headers['x-admin-key'];
      if (key !== undefined) {
        adminKeyCheck(req, key).then((status) => {
          if (status === 429) return deny(reply, 429, TH.tooManyRequests);
          if (status === 403) return deny(reply, 403, TH.forbidden);
          req.staff = { kind: 'api-key' };
          done();
        }, done);
        return;
      }
      // Neither key nor session: refused as a missing key always was (403); a session that ended is 401.
      const token = req.cookies?.[STAFF_COOKIE];
      if (!token) return deny(reply, 403, TH.forbidden);
      opts.authenticateStaff(token).then((staff) => {
        if (!staff) return deny(reply, 401, TH.staffSessionEnded);
        if (
          !SAFE_METHODS.has(req.method) &&
          !has(req.headers['x-csrf-token'], secretMatcher(staff.csrfToken))
        )
          return deny(reply, 403, TH.staffCsrfMissing);
        if (!roleMay(staff.role, permission)) return deny(reply, 403, TH.staffNotPermitted);
        req.staff = { kind: 'staff', ...staff };
        done();
      }, done);
    };

  /** A session of a temporary password on a route not open to it: 403, change the password first. */
  const mustChangeFirst = (req: FastifyRequest, member: AuthedMember) =>
    member.mustChangePassword && !req.routeOptions.config.temporaryPasswordOk;

  const checks: Record<Exclude<Access, 'open' | StaffAccess>, onRequestHookHandler> = {
    site: (req, reply, done) => {
      if (has(req.headers['x-api-key'], isSiteKey)) return done();
      deny(reply, 403, TH.forbidden);
    },
    member: (req, reply, done) => {
      if (!has(req.headers['x-api-key'], isSiteKey)) return deny(reply, 403, TH.forbidden);
      const token = bearer(req.headers.authorization);
      if (!token) return deny(reply, 401, TH.unauthorized);
      opts.authenticate(token).then((member) => {
        if (!member) return deny(reply, 401, TH.unauthorized);
        if (mustChangeFirst(req, member)) return deny(reply, 403, TH.passwordChangeFirst);
        req.member = member;
        done();
      }, done);
    },
    siteOrMember: (req, reply, done) => {
      if (!has(req.headers['x-api-key'], isSiteKey)) return deny(reply, 403, TH.forbidden);
      const token = bearer(req.headers.authorization);
      if (!token) return done();
      opts.authenticate(token).then((member) => {
        if (member && mustChangeFirst(req, member)) return deny(reply, 403, TH.passwordChangeFirst);
        req.member = member;
        done();
      }, done);
    },
  };

  const staffRoutes: StaffRouteEntry[] = [];
  const memberRoutes: MemberRouteEntry[] = [];
  app.decorate('staffRouteList', staffRoutes);
  app.decorate('memberRouteList', memberRoutes);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'open';
    if (access === 'open') return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (typeof access === 'object') {
      for (const method of methods) staffRoutes.push({ method, url: route.url, permission: access.staff });
    } else if (access === 'member' || access === 'siteOrMember') {
      const temporaryPasswordOk = route.config?.temporaryPasswordOk === true;
      for (const method of methods) memberRoutes.push({ method, url: route.url, temporaryPasswordOk });
    }
    const check = typeof access === 'object' ? staffCheck(access.staff) : checks[access];
    route.onRequest = withHook(route.onRequest, check, 'first');
  });
}

function bearer(header: string | undefined) {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

function deny(reply: FastifyReply, status: number, message: string): void {
  reply.code(status).send({ success: 0, message });
}

/** The member of a `member` route (the access hook guarantees one). */
export function memberOf(req: { member: AuthedMember | null }): AuthedMember {
  if (!req.member) throw new Error('memberOf called on a route without member access');
  return req.member;
}

/** The caller of a staff route (the access hook guarantees one). */
export function staffOf(req: { staff: StaffCaller | null }): StaffCaller {
  if (!req.staff) throw new Error('staffOf called on a route without staff access');
  return req.staff;
}

/** Who acts, for the audit log and the four-eyes rules: the operator key or the staff account, and the address. */
export function whoOf(req: FastifyRequest): Acting {
  const caller = staffOf(req);
  return caller.kind === 'api-key'
    ? { actor: 'api-key', ip: req.ip ?? null, role: 'api-key', name: null }
    : { actor: `staff:${caller.staffId}`, ip: req.ip ?? null, role: caller.role, name: caller.username };
}
