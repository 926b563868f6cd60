import { TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secretEquals } from '../lib/tokens';

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

/** Runs in onRequest, so a bad key or token is refused before the body is read or validated. */
export function registerAccess(app: FastifyInstance, opts: AccessOptions) {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access ?? 'open';
    if (access === 'open') return;
    if (access === 'admin') {
      if (!matches(req.headers['x-admin-key'], opts.adminApiKey)) return deny(reply, 403, TH.forbidden);
      return;
    }
    if (!matches(req.headers['x-api-key'], opts.siteApiKey)) return deny(reply, 403, TH.forbidden);
    if (access === 'site') return;
    const token = bearer(req.headers.authorization);
    const member = token ? await opts.authenticate(token) : null;
    if (!member) return deny(reply, 401, TH.unauthorized);
    req.member = member;
  });
}

function matches(header: string | string[] | undefined, expected: string) {
  return typeof header === 'string' && secretEquals(header, expected);
}

function bearer(header: string | undefined) {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

function deny(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: 0, message });
}

/** The member of a `member` route (the access hook guarantees one). */
export function memberOf(req: { member: AuthedMember | null }): AuthedMember {
  if (!req.member) throw new Error('memberOf called on a route without member access');
  return req.member;
}
