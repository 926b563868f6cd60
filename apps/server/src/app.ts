import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bankNameLookupFromEnv } from './adapters/bank-name';
import { notifiersFromEnv } from './adapters/notify';
import { payoutFromEnv } from './adapters/payout';
import { slipVerifierFromEnv } from './adapters/slip-verifier';
import type { AppContext } from './context';
import type { Database } from './db/types';
import type { Env } from './env';
import { createBus } from './infra/bus';
import { createJobs } from './infra/jobs';
import { registerGracefulClose } from './plugins/graceful-close';
import { noCache, redisCache } from './infra/cache';
import { createMetrics } from './infra/metrics';
import { dbRateLimiter, redisRateLimiter } from './infra/rate-limiter';
import type { Redis } from './infra/redis';
import { ADMIN_DIST_DIR, WEB_DIST_DIR } from './lib/app-root';
import { maskIp } from './lib/mask';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessionStore } from './modules/auth/session-store';
import { configRoutes } from './modules/config/routes';
import { createConfigService } from './modules/config/service';
import { depositRoutes } from './modules/deposits/routes';
import { registerGames } from './modules/games';
import { registerPlayLimits } from './modules/play-limits';
import { registerHouse, type LiveOptions } from './house';
import { historyRoutes } from './modules/history/routes';
import { statementRoutes } from './modules/statements/routes';
import { adjustmentRoutes } from './modules/adjustments/routes';
import { approvalRoutes, createApprovals } from './modules/approvals';
import { itemCodeRoutes } from './modules/itemcodes/routes';
import { ledgerRoutes } from './modules/ledger';
import { registerMemberPush, type MemberStreams } from './modules/member-push';
import { memberAdminRoutes } from './modules/members/routes';
import { notificationsFor } from './modules/notifications';
import { moneyWithBonusQuery } from './modules/promotions/bonus-info';
import { promotionRoutes } from './modules/promotions/routes';
import { registerRewards } from './modules/rewards';
import { registerCashback } from './modules/cashback';
import { registerAffiliate } from './modules/affiliate';
import { reportRoutes } from './modules/reports/routes';
import { staffRoutes } from './modules/staff/routes';
import { createStaffSessionStore } from './modules/staff/session-store';
import { createStaffSignIn } from './modules/staff/sign-in';
import { createMarketingService, marketingRoutes } from './modules/marketing';
import { wheelRoutes } from './modules/wheel/routes';
import { registerWithdrawals } from './modules/withdrawals';
import { registerAccess } from './plugins/access';
import { registerAdminWeb } from './plugins/admin-web';
import { registerControlCharGuard } from './plugins/control-chars';
import { registerErrorHandling } from './plugins/errors';
import { registerMaintenance } from './plugins/maintenance';
import { registerMessageLanguage } from './plugins/message-language';
import { registerMetricsAccess } from './plugins/metrics-access';
import { registerObservability } from './plugins/observability';
import { registerOpenApi } from './plugins/openapi';
import { registerPageHeaders } from './plugins/page-headers';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** A read replica the reports read from (REPORTS_DATABASE_URL); the database itself when absent. */
  reportsDatabase?: Database;
  redis?: Redis;
  /** The live tables: tests drive the dealer with their own clock (house/live). */
  live?: LiveOptions;
  /** Member push: tests take its streams to check their sessions at once (modules/member-push). */
  memberPush?: { expose?: (streams: MemberStreams) => void };
  /** Replaces outside-world adapters (tests). */
  adapters?: Partial<AppContext['adapters']>;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it registers (the tests that walk all routes). */
  onRoute?: onRouteHookHandler;
}

/** Logs never carry secrets: credentials in headers are censored wherever a serializer puts them. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-admin-key"]',
  'req.headers["x-signature"]',
  'req.headers.tokenbank',
];

/**
 * Request lines carry the caller's network (203.0.113.x), not the address: the member's address is kept in
 * full only in the login history and the audit log (docs/decisions/098-last-login-and-sessions.md).
 */
const LOG_SERIALIZERS = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: req.url,
    host: req.host,
    remoteAddress: maskIp(req.ip, 'subnet'),
  }),
};

/** The app's serializers under any logger options (the tests' own included). */
function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...LOG_SERIALIZERS, ...logger.serializers } };
}

/**
 * Fastify takes the address list as it is. A hop count becomes a function: Fastify 5 answers a bare number
 * by trusting nothing. Entry 0 is the socket's peer, then X-Forwarded-For from the right.
 */
function trustProxyOption(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The plugin tree: external plugins, then app plugins (access, errors, observability), then features. */
export async function buildApp(opts: BuildAppOptions) {
  const { env, database, redis } = opts;
  const app = Fastify({
    logger: withLogSerializers(
      opts.logger ?? { level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
    ),
    bodyLimit: 100 * 1024,
    // The whole request (headers and body) within REQUEST_TIMEOUT_SEC, answered 408 after: a stalled upload
    // holds no socket for long (Fastify's default is no limit). Node only applies it with a headers timeout
    // no longer than it, and checks open requests every connectionsCheckingInterval.
    requestTimeout: env.REQUEST_TIMEOUT_SEC * 1000,
    http: {
      headersTimeout: env.REQUEST_TIMEOUT_SEC * 1000,
      connectionsCheckingInterval: Math.min(1000, env.REQUEST_TIMEOUT_SEC * 250),
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // A request that reaches a closing process on a kept-alive connection is answered, with "Connection:
    // close" (plugins/graceful-close.ts): a 503 would reach the member, as nginx does not resend a POST.
    return503OnClosing: false,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const adapters: AppContext['adapters'] = {
    bankName: bankNameLookupFromEnv(env),
    payout: payoutFromEnv(env),
    slipVerifier: slipVerifierFromEnv(env, database.db),
    notifiers: notifiersFromEnv(env, app.log),
    ...opts.adapters,
  };
  const metrics = createMetrics(database);
  const jobs = createJobs({ database, log: app.log, registry: metrics.registry });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    limiter: redis ? redisRateLimiter(redis) : dbRateLimiter(database.db),
    cache: redis ? redisCache(redis) : noCache,
    metrics,
    log: app.log,
    adapters,
    notify: notificationsFor({ db: database.db, env, log: app.log, notifiers: adapters.notifiers, jobs }),
    bus: createBus({ redis, database, log: app.log }),
    jobs,
  };
  // Listening before the modules' own onReady hooks run, which may publish; closed after they close.
  app.addHook('onReady', () => ctx.bus.start());
  app.addHook('onClose', () => ctx.bus.close());
  // Jobs start with the app; at a close they stop beside the HTTP drain, bounded (JOBS_CLOSE_MS).
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', async () => void jobs.stop().catch(() => {}));
  app.addHook('onClose', () => jobs.stop());

  registerPageHeaders(app);
  registerGracefulClose(app);

  // Four eyes on money (issue 23): the modules that pay register their kinds of request with it.
  const approvals = createApprovals(ctx);
  const config = createConfigService(ctx, approvals, { nameLookup: ctx.adapters.bankName !== null });
  const sessions = createSessionStore(ctx);
  const auth = createAuthService({
    ctx,
    config,
    sessions,
    // The ledger's wallets and totals, with the promotions module's BonusInfo.
    moneyQuery: moneyWithBonusQuery,
  });

  const staffSessions = createStaffSessionStore(ctx.db);

  // Parses the staff session cookie before the access checks read it.
  await app.register(fastifyCookie);
  registerAccess(app, {
    siteApiKey: env.SITE_API_KEY,
    adminApiKey: env.ADMIN_API_KEY,
    authenticate: sessions.authenticate,
    authenticateStaff: staffSessions.authenticate,
    limiter: ctx.limiter,
  });
  // Member calls that move money or open games answer 503 while the site is in maintenance.
  registerMaintenance(app, config.maintenanceNotice);
  // Before observability: it guards /metrics as that route registers.
  registerMetricsAccess(app, env);
  registerErrorHandling(app);
  // First among the checks of a request's inputs: no route meets a control character.
  registerControlCharGuard(app);
  registerMessageLanguage(app);
  registerObservability(app, ctx.metrics, database, { demoMode: env.DEMO_MODE === '1' });
  await registerOpenApi(app);

  configRoutes(app, config);
  authRoutes(app, auth);
  memberAdminRoutes(app, ctx.db, sessions);
  const memberStreams = registerMemberPush(app, ctx, sessions);
  opts.memberPush?.expose?.(memberStreams);
  ledgerRoutes(app, ctx.db, ctx.notify);
  depositRoutes(app, ctx, config, approvals);
  adjustmentRoutes(app, ctx);
  promotionRoutes(app, ctx.db, config, approvals);
  historyRoutes(app, ctx.db);
  statementRoutes(app, ctx.db);
  registerWithdrawals(app, ctx, config, approvals);
  registerRewards(app, ctx, config, [
    registerCashback(app, ctx, config),
    registerAffiliate(app, ctx, config),
  ]);
  itemCodeRoutes(app, ctx, approvals);
  wheelRoutes(app, ctx, approvals);
  marketingRoutes(app, createMarketingService(ctx));
  approvalRoutes(app, approvals);
  staffRoutes(app, {
    db: ctx.db,
    store: staffSessions,
    signIn: createStaffSignIn(ctx, staffSessions),
  });
  reportRoutes(app, opts.reportsDatabase?.db ?? ctx.db);
  // Player protection: its gate refuses launches and bets; games never imports it (it reads games' losses).
  const { playGate, playSessionOfPlayer } = registerPlayLimits(app, ctx);
  registerGames(app, ctx, config, playGate);
  const houseNeeds = {
    operatorSessionLive: sessions.isLiveSince,
    maintenance: config.maintenanceNotice,
    playSession: playSessionOfPlayer,
  };
  await registerHouse(app, ctx, houseNeeds, {
    deal: env.LIVE_TABLES === '1',
    pacePercent: env.LIVE_PACE_PERCENT,
    ...opts.live,
  });

  if (env.SERVE_WEB === '1') {
    await registerWeb(app, WEB_DIST_DIR, { siteApiKey: env.SITE_API_KEY });
    await registerAdminWeb(app, ADMIN_DIST_DIR);
  }
  return app;
}
