import { TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secretMatcher } from '../lib/tokens';

/**
 * Who may call a route:
 * - open: anyone (health, metrics, docs, web files, signed webhooks that check their own signature);
 * - site: carries `X-Api-Key` with the site API key;
 * - member: site key plus `Authorization: Bearer <access token>` of a live session;
 * - admin: `X-Admin-Key` with the operator key.
 */
export type Access = 'open' | 'site' | 'member' | 'admin';

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
 * Runs in onRequest, so a bad key or token is refused before the body is read or validated. A plain
 * callback hook, not an async one: site calls (/v2/prefix is the hottest) then finish without a promise.
 */
export function registerAccess(app: FastifyInstance, opts: AccessOptions) {
  const isSiteKey = secretMatcher(opts.siteApiKey);
  const isAdminKey = secretMatcher(opts.adminApiKey);
  const has = (header: string | string[] | undefined, matcher: (given: string) => boolean) =>
    typeof header === 'string' && matcher(header);

  app.decorateRequest('member', null);
  // Never returns the reply (a thenable): Fastify would take it for an async hook's promise.
  app.addHook('onRequest', (req, reply, done) => {
    const access = req.routeOptions.config.access ?? 'open';
    if (access === 'open') return done();
    if (access === 'admin') {
      if (has(req.headers['x-admin-key'], isAdminKey)) return done();
      return deny(reply, 403, TH.forbidden);
    }
    if (!has(req.headers['x-api-key'], isSiteKey)) return deny(reply, 403, TH.forbidden);
    if (access === 'site') return done();
    const token = bearer(req.headers.authorization);
    if (!token) return deny(reply, 401, TH.unauthorized);
    opts.authenticate(token).then((member) => {
      if (!member) return deny(reply, 401, TH.unauthorized);
      req.member = member;
      done();
    }, done);
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
