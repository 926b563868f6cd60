import { TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { secretMatcher } from '../lib/tokens';
import { withHook } from './route-hooks';

/**
 * Who may call a route:
 * - open: anyone (health, metrics, docs, web files, signed webhooks that check their own signature);
 * - site: carries `X-Api-Key` with the site API key;
 * - member: site key plus `Authorization: Bearer <access token>` of a live session;
 * - siteOrMember: site key; a bearer token of a live session, when sent, makes `req.member` that member
 *   (a page visitors and members share, e.g. promotions); a stale one is answered as for a visitor;
 * - admin: `X-Admin-Key` with the operator key.
 */
export type Access = 'open' | 'site' | 'member' | 'siteOrMember' | 'admin';

export interface AuthedMember {
  memberId: string;
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    member: AuthedMember | null;
  }
}

export interface AccessOptions {
  siteApiKey: string;
  adminApiKey: string;
  authenticate: (token: string) => Promise<AuthedMember | null>;
}

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

  const checks: Record<Exclude<Access, 'open'>, onRequestHookHandler> = {
    admin: (req, reply, done) => {
      if (has(req.headers['x-admin-key'], isAdminKey)) return done();
      deny(reply, 403, TH.forbidden);
    },
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
        req.member = member;
        done();
      }, done);
    },
    siteOrMember: (req, reply, done) => {
      if (!has(req.headers['x-api-key'], isSiteKey)) return deny(reply, 403, TH.forbidden);
      const token = bearer(req.headers.authorization);
      if (!token) return done();
      opts.authenticate(token).then((member) => {
        req.member = member;
        done();
      }, done);
    },
  };

  app.decorateRequest('member', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'open';
    if (access !== 'open') route.onRequest = withHook(route.onRequest, checks[access], 'first');
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
