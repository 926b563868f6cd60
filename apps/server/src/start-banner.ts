import { DEMO_ADMIN_API_KEY, DEMO_BANK_FEED_SECRET, DEMO_SITE_API_KEY, type Env } from './env';

export interface BannerFacts {
  /** An empty database got its content at this start. */
  seeded: boolean;
  /** Redis holds limits and caches. */
  redis: boolean;
}

/**
 * What `npm start` prints once it listens: where to go and, for a newcomer, the demo keys and the demo
 * bank-feed secret with the command that funds a member through the signed feed. Only demo values are
 * ever printed (they are public: README, env.ts), which production refuses.
 */
export function startBanner(env: Env, { seeded, redis }: BannerFacts): string {
  const { PORT } = env;
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  const content = seeded ? (env.DEMO_MODE === '1' ? ' — demo content seeded' : ' — base content seeded') : '';
  const lines = [
    '',
    `  Chokdee is running on http://localhost:${PORT}`,
    `  database: ${where}${content}${redis ? ', Redis for limits and cache' : ''}`,
    `  member app: http://localhost:${PORT}/user/   API docs: http://localhost:${PORT}/docs`,
  ];
  if (env.DEMO_MODE === '1') {
    lines.push(
      `  DEMO MODE (DEMO_MODE=1): simulated ${env.PAYOUT_URL ? '' : 'payouts, '}${env.BANK_LOOKUP_URL ? '' : 'bank-name lookup, '}demo content — not for real money`,
    );
  } else if (!env.PAYOUT_URL) {
    lines.push('  payouts: manual (no PAYOUT_URL): approved withdrawals wait to be marked paid');
  }
  // Production never runs with a demo value (env.ts refuses them): these lines are for a newcomer's machine.
  if (env.SITE_API_KEY === DEMO_SITE_API_KEY)
    lines.push(`  demo site API key (X-Api-Key): ${DEMO_SITE_API_KEY}`);
  if (env.ADMIN_API_KEY === DEMO_ADMIN_API_KEY)
    lines.push(`  demo admin key (X-Admin-Key): ${DEMO_ADMIN_API_KEY}`);
  if (env.BANK_FEED_SECRET === DEMO_BANK_FEED_SECRET)
    lines.push(`  demo bank-feed secret (X-Signature: HMAC-SHA256 of the body): ${DEMO_BANK_FEED_SECRET}`);
  if (env.DEMO_MODE === '1')
    lines.push('  fund a member through the signed bank feed: npm run demo:deposit -- PHONE AMOUNT');
  return `${lines.join('\n')}\n\n`;
}
