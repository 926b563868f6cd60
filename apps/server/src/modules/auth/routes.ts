import {
  changePassword,
  checkBank,
  checkPhone,
  listSessions,
  login,
  logout,
  logoutAll,
  refresh,
  signup,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute, ok } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { AuthService } from './service';

export function authRoutes(app: FastifyInstance, auth: AuthService) {
  addRoute(app, checkPhone, 'site', async ({ body, req }) =>
    ok(await auth.checkPhone(body.phoneNumber, req.ip), TH.phoneAvailable),
  );

  addRoute(app, checkBank, 'site', async ({ body, req }) =>
    ok(await auth.checkBank(body.BankCode, body.BankAccount, req.ip)),
  );

  addRoute(
    app,
    signup,
    'site',
    async ({ body, req }) => {
      const header = req.headers.tokenbank;
      const token = (typeof header === 'string' && header) || body.tokenBank;
      return ok(await auth.signup(body, token, req.ip), TH.registered);
    },
    // A junk affiliate key is ignored, never a refusal (docs/decisions/002-follow-the-spec-quirks.md).
    { ownControlChars: ['affiliateKey'] },
  );

  addRoute(app, login, 'site', async ({ body, req }) => {
    const { authToken, data, mustChangePassword } = await auth.login(
      body.phoneNumber,
      body.Password,
      req.ip,
      req.headers['user-agent'],
    );
    return { ...ok(data, TH.loginSuccess), authToken, mustChangePassword };
  });

  // toUserInfo builds the answer field by field: checked against the contract in tests only. A session of a
  // temporary password reads it too: the app shows the member card behind the password change.
  addRoute(app, refresh, 'member', async ({ req }) => ok(await auth.refresh(memberOf(req))), {
    answerBuiltExactly: true,
    temporaryPasswordOk: true,
  });

  // SPEC §7 quirk: a changed password is reported with success 0.
  addRoute(
    app,
    changePassword,
    'member',
    async ({ body, req }) => ({
      success: 0 as const,
      message: await auth.changePassword(memberOf(req), body),
    }),
    { temporaryPasswordOk: true },
  );

  addRoute(app, listSessions, 'member', async ({ req }) => ok(await auth.listSessions(memberOf(req))));

  addRoute(app, logoutAll, 'member', async ({ req }) => {
    await auth.logoutAll(memberOf(req));
    return { success: 1 as const, message: TH.loggedOutEverywhere };
  });

  // SPEC §7: the web app sends Content-Type json on every call, so a logout (which has no payload) may come
  // as an empty JSON body, which Fastify's parser refuses with 400. Here, and only here, empty means none.
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body: string, done) =>
      body === '' ? done(null, undefined) : parseJson(req, body, done),
    );
    addRoute(
      scope,
      logout,
      'member',
      async ({ req }) => {
        await auth.logout(memberOf(req));
        return { success: 1 as const, message: TH.loggedOut };
      },
      { temporaryPasswordOk: true },
    );
  });
}
