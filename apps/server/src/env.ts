import { isIP } from 'node:net';
import { z } from 'zod';

/** Demo secrets: only ever used outside production, and printed at start so a newcomer can call the API. */
export const DEMO_SITE_API_KEY = 'demo-site-key';
export const DEMO_ADMIN_API_KEY = 'demo-admin-key';
export const DEMO_BANK_FEED_SECRET = 'demo-bank-feed-secret';
export const DEMO_HOUSE_PROVIDER_SECRET = 'demo-house-provider-secret';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z.string().url().optional();

/** Who a per-role figure is for: the staff roles and the operator key. */
export const ROLE_LIMIT_KEYS = ['owner', 'finance', 'support', 'marketing', 'api-key'] as const;
export type RoleLimitKey = (typeof ROLE_LIMIT_KEYS)[number];
/** `role=baht,role=baht`: a figure per role (FOUR_EYES_*). */
const roleBaht = (fallback: string) =>
  z
    .string()
    .regex(/^\s*([a-z-]+=\d+\s*(,\s*|$))*$/, 'role=baht pairs separated by commas')
    .default(fallback)
    .transform((text, c) => {
      const limits: Partial<Record<RoleLimitKey, number>> = {};
      for (const pair of text.split(',').filter((p) => p.trim())) {
        const [role, baht] = pair.split('=').map((p) => p.trim());
        if (!ROLE_LIMIT_KEYS.includes(role as RoleLimitKey)) {
          c.addIssue({
            code: 'custom',
            message: `unknown role ${role} (one of ${ROLE_LIMIT_KEYS.join(', ')})`,
          });
          return z.NEVER;
        }
        limits[role as RoleLimitKey] = Number(baht);
      }
      return limits;
    });
/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and ranges. */
const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): false | number | string[] => {
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'a hop count (0, 1, 2…) or a comma-separated list of proxy addresses and CIDR ranges',
    });
    return z.NEVER;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * 1: simulators stand in for the outside world (payout gateway, bank-name lookup) and an empty database
   * gets demo content. Defaults to 1 outside production and 0 in production (staging and demos set it).
   */
  DEMO_MODE: z.enum(['0', '1']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: positiveInt(20),
  /**
   * A read replica of DATABASE_URL (PostgreSQL streaming replication) the back office's reports read from,
   * so a year's report never competes with member calls on the primary (docs/SCALING.md).
   */
  REPORTS_DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL itself, when DATABASE_URL goes through a pooler in transaction mode (PgBouncer): LISTEN and
   * migrations use it, and the pool then sends no startup options and no named statements (db/pooler.ts).
   */
  DATABASE_DIRECT_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Keys and the bus channel of this site in Redis: sites (and test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default('chokdee:'),
  SITE_API_KEY: z.string().min(8).optional(),
  ADMIN_API_KEY: z.string().min(8).optional(),
  BANK_FEED_SECRET: z.string().min(8).optional(),
  /** HMAC secret the house game provider signs wallet calls and launch tokens with. */
  HOUSE_PROVIDER_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed logins allowed per phone number in LOGIN_FAIL_WINDOW_MIN minutes. */
  LOGIN_FAIL_LIMIT: positiveInt(10),
  LOGIN_FAIL_WINDOW_MIN: positiveInt(15),
  /** Login attempts per IP per minute: generous, since Thai carriers put many members behind one address. */
  LOGIN_IP_LIMIT_PER_MIN: positiveInt(300),
  /** checkPhone/checkBank lookups per IP per minute. */
  LOOKUP_IP_LIMIT_PER_MIN: positiveInt(120),
  SESSION_IDLE_HOURS: positiveInt(72),
  SESSION_MAX_DAYS: positiveInt(30),
  BANK_LOOKUP_URL: optionalUrl,
  BANK_LOOKUP_KEY: z.string().optional(),
  /** Payout gateway for withdrawals (simulator when unset); PAYOUT_KEY is required with the URL. */
  PAYOUT_URL: optionalUrl,
  PAYOUT_KEY: z.string().optional(),
  /** Payouts unresolved this long are retried with their idempotency key; the check runs this often. */
  PAYOUT_RECOVERY_SEC: positiveInt(60),
  /** External slip-verification service (when unset, slips are verified against the bank feed). */
  SLIP_VERIFY_URL: optionalUrl,
  SLIP_VERIFY_KEY: z.string().optional(),
  /**
   * Length of a cashback and affiliate period, in Bangkok local time (docs/decisions/047-reward-periods.md).
   */
  REWARDS_PERIOD: z.enum(['hour', 'day', 'week']).default('day'),
  /**
   * Two accounts, not linked, betting opposite sides of the same live round with at least this many baht
   * each (net of their own other side) hedge it; when that recurs HEDGE_PAIR_MIN_ROUNDS times within
   * HEDGE_PAIR_WINDOW_DAYS, the pair is flagged and its cashback waits for the operator (docs/ABUSE.md 16.5).
   */
  HEDGE_PAIR_MIN_STAKE_BAHT: positiveInt(1_000),
  HEDGE_PAIR_MIN_ROUNDS: z.coerce.number().int().min(2).default(3),
  HEDGE_PAIR_WINDOW_DAYS: positiveInt(7),
  /**
   * One spin ticket per this many baht of settled, hedge-free turnover (never per deposit). The wheel's
   * credit per ticket must stay below the lowest house edge times this, or play plus spins pays the
   * member: the demo wheel's 5.5 baht against video poker's 0.456 % needs more than 1,206 baht.
   */
  SPIN_TICKET_EVERY_BAHT: positiveInt(1_500),
  /**
   * Baht one maker may credit or debit without a checker in 24 hours; an adjustment that would pass it waits
   * for a second staff member's approval (maker–checker); 0: every one does. In the environment, not the site
   * config: no back-office role can raise its own limit.
   */
  ADJUSTMENT_APPROVAL_BAHT: z.coerce.number().int().min(0).max(100_000_000).default(5_000),
  /**
   * Four eyes on money (issue 23): baht of paying actions (item codes, batches, statement assignments) one
   * maker may do alone in 24 hours, per role (`owner=20000,finance=10000,…`; `api-key` is the operator key;
   * a role left out: 0, everything it does waits). Beyond it, and for every raised rule, rate or setting, a
   * second person approves. In the environment, like ADJUSTMENT_APPROVAL_BAHT: no role raises its own.
   */
  FOUR_EYES_ALONE_BAHT: roleBaht('owner=20000,finance=10000,marketing=5000,api-key=5000'),
  /** Baht of requests one approver may approve in 24 hours, per role; a role left out: no limit. */
  FOUR_EYES_APPROVE_BAHT: roleBaht('finance=500000'),
  /**
   * Staff notifications (adapters/notify): Telegram Bot API and LINE Messaging API push, each on when its
   * token and target are both set; neither: the simulator in demo mode, else none are sent. The API URLs
   * are overridable for tests and proxies.
   */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHAT_ID: z.string().optional(),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  LINE_CHANNEL_TOKEN: z.string().optional(),
  LINE_TO: z.string().optional(),
  LINE_API_URL: z.string().url().default('https://api.line.me'),
  /** A deposit credited at or above this many baht is announced to staff. */
  NOTIFY_LARGE_DEPOSIT_BAHT: positiveInt(50_000),
  /** The site's public address, so messages link to the back office (`{url}/admin/withdrawals`). */
  NOTIFY_SITE_URL: optionalUrl,
  /** Seconds a client has to send a whole request, headers and body; a stalled upload is cut off (408). */
  REQUEST_TIMEOUT_SEC: positiveInt(15),
  /** Bearer key of /metrics; in production /metrics is closed without it (plugins/metrics-access.ts). */
  METRICS_KEY: z.string().min(16).optional(),
  /**
   * Which X-Forwarded-For entries are believed (docs/ABUSE.md 16.7): 0 none; a number, that many proxy hops
   * counted from the right (1: one reverse proxy in front); or a comma-separated list of the proxies' addresses
   * and CIDR ranges. Never "trust everything": the left-most entries are whatever the client wrote.
   */
  TRUST_PROXY: trustProxy,
  /** Set to 0 so this process deals no live table (it still takes bets and serves their streams). */
  LIVE_TABLES: z.enum(['0', '1']).default('1'),
  /**
   * The live tables' pace in percent of the normal rhythm (15 s betting, 1 s a card): browser tests and
   * demos deal faster with e.g. 20. Every phase shrinks alike, so the rules do not change.
   */
  LIVE_PACE_PERCENT: z.coerce.number().int().min(5).max(100).default(100),
  /** Set to 0 to keep the web app out of the server (API only). */
  SERVE_WEB: z.enum(['0', '1']).default('1'),
});

export type Env = z.infer<typeof schema> & {
  DEMO_MODE: '0' | '1';
  SITE_API_KEY: string;
  ADMIN_API_KEY: string;
  BANK_FEED_SECRET: string;
  HOUSE_PROVIDER_SECRET: string;
};

export class EnvError extends Error {}

/** The secrets with a demo value outside production, and that value (README, the start banner: public). */
const DEMO_SECRETS = {
  SITE_API_KEY: DEMO_SITE_API_KEY,
  ADMIN_API_KEY: DEMO_ADMIN_API_KEY,
  BANK_FEED_SECRET: DEMO_BANK_FEED_SECRET,
  HOUSE_PROVIDER_SECRET: DEMO_HOUSE_PROVIDER_SECRET,
} as const;
/** A production secret is at least this long: a guessable key is no key (docs/ABUSE.md 16.11). */
const PRODUCTION_SECRET_MIN = 16;

/**
 * Production needs each secret set, to a value of its own: never a published demo value (a staging site
 * with DEMO_MODE=1 included: it is reachable too), never a short one.
 */
function refuseWeakSecrets(env: z.infer<typeof schema>) {
  const names = Object.keys(DEMO_SECRETS) as (keyof typeof DEMO_SECRETS)[];
  const missing = names.filter((k) => !env[k]);
  if (missing.length) {
    throw new EnvError(
      `Missing required secrets in production: ${missing.join(', ')} (set them in the environment)`,
    );
  }
  const demo = names.filter((k) => env[k] === DEMO_SECRETS[k]);
  const short = names.filter((k) => !demo.includes(k) && env[k]!.length < PRODUCTION_SECRET_MIN);
  const problems = [
    ...(demo.length ? [`${demo.join(', ')}: published demo value, set a secret of your own`] : []),
    ...short.map((k) => `${k}: shorter than ${PRODUCTION_SECRET_MIN} characters`),
  ];
  if (problems.length) {
    throw new EnvError(`Weak secrets in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at boot; fails naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') refuseWeakSecrets(env);
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new EnvError('DATABASE_DIRECT_URL is for a pooler in front of DATABASE_URL: set DATABASE_URL too');
  }
  if (env.BANK_LOOKUP_URL && !env.BANK_LOOKUP_KEY) {
    throw new EnvError('BANK_LOOKUP_KEY is required when BANK_LOOKUP_URL is set');
  }
  return {
    ...env,
    DEMO_MODE: env.DEMO_MODE ?? (env.NODE_ENV === 'production' ? '0' : '1'),
    SITE_API_KEY: env.SITE_API_KEY ?? DEMO_SITE_API_KEY,
    ADMIN_API_KEY: env.ADMIN_API_KEY ?? DEMO_ADMIN_API_KEY,
    BANK_FEED_SECRET: env.BANK_FEED_SECRET ?? DEMO_BANK_FEED_SECRET,
    HOUSE_PROVIDER_SECRET: env.HOUSE_PROVIDER_SECRET ?? DEMO_HOUSE_PROVIDER_SECRET,
  };
}
