import {
  addFavouriteGame,
  changePassword,
  claimAffiliate,
  claimSigninPopup,
  claimCashback,
  confirmPlayLimit,
  logout,
  logoutAll,
  putPlayLimits,
  refresh,
  removeFavouriteGame,
  rotateWheelSeeds,
  takePlayBreak,
  updateBonusSetting,
  verifyWheelSpin,
  type CallContract,
} from '@chokdee/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { withHook } from './route-hooks';

/**
 * Member calls that change state yet move no money and open no game: they keep working in maintenance
 * (a member can still sign out or change a password). Every other member call that is not a read is closed,
 * so a new money call is closed by default, not by remembering to list it.
 */
const OPEN_IN_MAINTENANCE: readonly CallContract[] = [
  refresh,
  logout,
  changePassword,
  updateBonusSetting,
  verifyWheelSpin,
  rotateWheelSeeds,
  // The lobby's hearts: the member's own marks.
  addFavouriteGame,
  removeFavouriteGame,
  // The member's own protection and sessions (issue 27): a limit, a break or signing out everywhere must
  // never wait for the end of a maintenance.
  putPlayLimits,
  confirmPlayLimit,
  takePlayBreak,
  logoutAll,
  // The day's sign-in popup: a picture and a link, asked for as the home loads (maintenance or not).
  claimSigninPopup,
];
/** SPEC §7 pays cashback and affiliate claims on a GET: reads by method, money by effect, so closed too. */
const CLOSED_READS: readonly CallContract[] = [claimCashback, claimAffiliate];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The member calls maintenance mode closes, as `METHOD path` (its test walks them). */
    maintenanceClosedRoutes: string[];
  }
}

/**
 * Maintenance mode (issue 12): while the site config says so, member calls that move money or open games
 * answer 503 with the operator's Thai notice. Sign-in, the prefix, reads, the bank feed (money that arrives is
 * credited), the game providers' wallet calls and every staff call carry on: none of them is a member route.
 * The house games and the wallet stop new rounds themselves (games/maintenance.ts); open rounds settle. Decided per route when it registers, like the access checks; the hook runs after the
 * access check, so a caller without a session still gets 401, and before the body is parsed.
 *
 * `notice` reads the stored config through the config service's short per-process cache (3 s), so a switch
 * made in one process reaches the others within seconds.
 */
export function registerMaintenance(app: FastifyInstance, notice: () => Promise<string | undefined>) {
  const key = (c: CallContract) => `${c.method} ${c.path}`;
  const open = new Set(OPEN_IN_MAINTENANCE.map(key));
  const closedReads = new Set(CLOSED_READS.map(key));
  const closed: string[] = [];
  app.decorate('maintenanceClosedRoutes', closed);

  const check: onRequestHookHandler = (_req, reply, done) => {
    notice().then((message) => {
      if (message === undefined) return done();
      reply.code(503).send({ success: 0, message });
    }, done);
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access !== 'member' && access !== 'siteOrMember') return;
    const methods = [route.method]
      .flat()
      .filter((m) => !READS.has(m) || closedReads.has(`${m} ${route.url}`));
    const shut = methods.filter((m) => !open.has(`${m} ${route.url}`));
    if (shut.length === 0) return;
    if (shut.length !== methods.length) throw new Error(`mixed maintenance rules on ${route.url}`);
    for (const m of shut) closed.push(`${m} ${route.url}`);
    route.onRequest = withHook(route.onRequest, check, 'last');
  });
}
