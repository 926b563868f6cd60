import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Env } from '../env';
import { withHook } from './route-hooks';

export type MetricsRule = 'open' | 'key' | 'closed';

/**
 * /metrics shows business counters (signups, logins, money moved) and the routes' traffic: not for the
 * public. With METRICS_KEY the scraper sends it as a bearer token; production without one keeps /metrics
 * closed; development without one leaves it open, so a local Prometheus needs no setup.
 */
export function metricsKeyRule(env: Pick<Env, 'NODE_ENV' | 'METRICS_KEY'>): MetricsRule {
  if (env.METRICS_KEY) return 'key';
  return env.NODE_ENV === 'production' ? 'closed' : 'open';
}

/** Compared as hashes: equal length, constant time, whatever the caller sent. */
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Puts the rule in front of /metrics; registered before the route (it hooks routes as they register). */
export function registerMetricsAccess(app: FastifyInstance, env: Pick<Env, 'NODE_ENV' | 'METRICS_KEY'>) {
  const rule = metricsKeyRule(env);
  if (rule === 'open') return;
  const expected = digest(`Bearer ${env.METRICS_KEY ?? ''}`);
  const guard: onRequestHookHandler = async (req, reply) => {
    const sent = req.headers.authorization;
    if (rule === 'key' && sent && timingSafeEqual(digest(sent), expected)) return;
    return reply.code(401).header('www-authenticate', 'Bearer').send({ success: 0, message: 'unauthorized' });
  };
  app.addHook('onRoute', (route) => {
    if (route.url === '/metrics') route.onRequest = withHook(route.onRequest, guard, 'first');
  });
}
