import type { FastifyBaseLogger } from 'fastify';
import type { BankNameLookup } from './adapters/bank-name';
import type { Notifier } from './adapters/notify';
import type { PayoutService } from './adapters/payout';
import type { SlipVerifier } from './adapters/slip-verifier';
import type { Database, Db } from './db/types';
import type { Env } from './env';
import type { SharedCache } from './infra/cache';
import type { Metrics } from './infra/metrics';
import type { RateLimiter } from './infra/rate-limiter';
import type { Bus } from './infra/bus';
import type { Jobs } from './infra/jobs';
import type { Notifications } from './modules/notifications';

/** What services need from the outside: built once in app.ts, replaced piecemeal in tests. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  cache: SharedCache;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /**
   * `bankName` is null without a lookup service outside demo mode (getNameBank then answers off);
   * `notifiers` is empty when no chat service is configured outside demo mode (none are sent).
   */
  adapters: {
    bankName: BankNameLookup | null;
    payout: PayoutService;
    slipVerifier: SlipVerifier;
    notifiers: Notifier[];
  };
  /** Staff notifications (Telegram, LINE): queued as jobs inside the caller's transaction when it has one. */
  notify: Notifications;
  /** The one bus between the processes of the site (infra/bus.ts): every push goes through it. */
  bus: Bus;
  /** The one job runner (infra/jobs.ts): every background and recurring job goes through it. */
  jobs: Jobs;
}
