import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { withHook } from './route-hooks';
import type { Database } from '../db/types';
import type { Metrics } from '../infra/metrics';

/**
 * /healthz (process up), /readyz (database answers; `demoMode` says whether simulators and demo content
 * are on, so a monitor catches a real site started in DEMO_MODE), /metrics (Prometheus) and request timing.
 */
export function registerObservability(
  app: FastifyInstance,
  metrics: Metrics,
  database: Database,
  { demoMode = false } = {},
) {
  // Request timing by route, as a hook of each route (plugins/route-hooks.ts); /metrics itself is not timed.
  app.addHook('onRoute', (route) => {
    if (route.url === '/metrics') return;
    // One labelled series per method and status, looked up once: prom-client checks and hashes a label
    // object on every observe, which was a visible share of the smallest calls' time.
    const series = new Map<string, ReturnType<Metrics['httpDuration']['labels']>>();
    const timer: onResponseHookHandler = (req, reply, done) => {
      const key = `${req.method} ${reply.statusCode}`;
      let timing = series.get(key);
      if (!timing) {
        timing = metrics.httpDuration.labels({
          method: req.method,
          route: route.url,
          status: String(reply.statusCode),
        });
        series.set(key, timing);
      }
      timing.observe(reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = withHook(route.onResponse, timer, 'last');
  });

  app.get('/healthz', { config: { access: 'open' }, schema: { hide: true } }, async () => ({ success: 1 }));

  app.get('/readyz', { config: { access: 'open' }, schema: { hide: true } }, async (req, reply) => {
    try {
      await database.ping();
      return { success: 1, demoMode };
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ success: 0, message: 'database unavailable' });
    }
  });

  app.get('/metrics', { config: { access: 'open' }, schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
