import {
  adminCreateStaff,
  adminListAudit,
  adminListStaff,
  adminResetStaffTotp,
  adminUpdateStaff,
  staffParams,
  staffLogin,
  staffLogout,
  staffMe,
  staffTotp,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { STAFF_COOKIE, whoOf } from '../../plugins/access';
import { createStaffManagement } from './manage';
import { createStaffService } from './service';
import type { StaffSessionStore } from './session-store';
import type { StaffSignIn } from './sign-in';

interface Deps {
  db: Db;
  store: StaffSessionStore;
  signIn: StaffSignIn;
}

export function staffRoutes(app: FastifyInstance, { db, store, signIn }: Deps) {
  const staff = createStaffService(db);
  const from = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
  const sessionOf = async (req: FastifyRequest) => {
    const token = req.cookies[STAFF_COOKIE];
    return token ? store.authenticate(token) : null;
  };

  addRoute(app, adminCreateStaff, { staff: 'staff.manage' }, async ({ body, req }) =>
    ok(await staff.create(body, whoOf(req)), TH.staffCreated),
  );

  addRoute(app, adminListAudit, { staff: 'audit.read' }, async ({ query }) =>
    ok(await staff.auditLog(query)),
  );

  const manage = createStaffManagement(db);
  addRoute(app, adminListStaff, { staff: 'staff.manage' }, async () => ok(await manage.list()));

  addRoute(app, adminUpdateStaff, { staff: 'staff.manage' }, async ({ req, body }) =>
    ok(await manage.update(staffIdOf(req.params), body, whoOf(req)), TH.staffUpdated),
  );

  addRoute(app, adminResetStaffTotp, { staff: 'staff.manage' }, async ({ req }) =>
    ok(await manage.resetTotp(staffIdOf(req.params), whoOf(req)), TH.staffTotpReset),
  );

  addRoute(app, staffLogin, 'open', async ({ body, req }) => ok(await signIn.password(body, from(req))));

  addRoute(app, staffTotp, 'open', async ({ body, req, reply }) => {
    const { token, session } = await signIn.code(body, from(req));
    setSessionCookie(req, reply, token);
    return ok(session);
  });

  addRoute(app, staffMe, 'open', async ({ req }) => {
    const session = await sessionOf(req);
    if (!session) throw fail('UNAUTHORIZED', 'staffSessionEnded');
    return ok(signIn.sessionView(session));
  });

  addRoute(app, staffLogout, 'open', async ({ req, reply }) => {
    const session = await sessionOf(req);
    if (session) await signIn.signOut(session, req.ip);
    reply.clearCookie(STAFF_COOKIE, cookieOptions(req));
    return { success: 1 as const, message: TH.staffSignedOut };
  });
}

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), only under /admin, and
 * Secure when the request came over TLS (directly, or behind a proxy with TRUST_PROXY). No Max-Age: the
 * server ends it after 30 idle minutes, and the browser drops it when closed.
 */
function cookieOptions(req: FastifyRequest) {
  return { path: '/admin', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' } as const;
}

function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(req));
}

/** The `:id` path parameter; anything but a uuid names no account. */
function staffIdOf(params: unknown): string {
  const parsed = staffParams.safeParse(params);
  if (!parsed.success) throw fail('NOT_FOUND', 'notFound');
  return parsed.data.id;
}
