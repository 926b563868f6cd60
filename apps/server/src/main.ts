import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { DEMO_ADMIN_API_KEY, DEMO_SITE_API_KEY, EnvError, loadEnv } from './env';
import { openRedis } from './infra/redis';
import { seedContent } from './seed/demo-content';

/** Entry point: only opens resources, listens and shuts down gracefully. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL) : undefined;
  const seeded = await seedContent(database.db, env);
  const app = await buildApp({ env, database, redis });

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    redis?.disconnect();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  const lines = [
    '',
    `  Chokdee is running on http://localhost:${env.PORT}`,
    `  database: ${where}${seeded ? (env.DEMO_MODE === '1' ? ' — demo content seeded' : ' — base content seeded') : ''}${redis ? ', Redis for limits and cache' : ''}`,
    `  member app: http://localhost:${env.PORT}/user/   API docs: http://localhost:${env.PORT}/docs`,
  ];
  if (env.DEMO_MODE === '1') {
    lines.push(
      `  DEMO MODE (DEMO_MODE=1): simulated ${env.PAYOUT_URL ? '' : 'payouts, '}${env.BANK_LOOKUP_URL ? '' : 'bank-name lookup, '}demo content — not for real money`,
    );
  } else if (!env.PAYOUT_URL) {
    lines.push('  payouts: manual (no PAYOUT_URL): approved withdrawals wait to be marked paid');
  }
  if (env.SITE_API_KEY === DEMO_SITE_API_KEY)
    lines.push(`  demo site API key (X-Api-Key): ${DEMO_SITE_API_KEY}`);
  if (env.ADMIN_API_KEY === DEMO_ADMIN_API_KEY)
    lines.push(`  demo admin key (X-Admin-Key): ${DEMO_ADMIN_API_KEY}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
