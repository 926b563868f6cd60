import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/types';

/** Prometheus metrics, one registry per app instance (tests build many apps in one process). */
export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = database.poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  return {
    registry,
    httpDuration,
    pool,
    signups: counter('members_signed_up_total', 'Members registered'),
    loginsSucceeded: counter('logins_succeeded_total', 'Successful logins'),
    loginsFailed: counter('logins_failed_total', 'Failed logins'),
    depositsCredited: counter('deposits_credited_total', 'Deposits credited to members'),
    withdrawalsPaid: counter('withdrawals_paid_total', 'Withdrawals paid out'),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
