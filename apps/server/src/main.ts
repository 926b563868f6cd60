import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase, openReportsDatabase } from './db/open';
import { EnvError, loadEnv } from './env';
import { openRedis } from './infra/redis';
import { seedContent } from './seed/demo-content';
import { startBanner } from './start-banner';

/** Entry point: only opens resources, listens and shuts down gracefully. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  const reportsDatabase = await openReportsDatabase(env);
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX) : undefined;
  const seeded = await seedContent(database.db, env);
  const app = await buildApp({ env, database, reportsDatabase, redis });

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    redis?.disconnect();
    await reportsDatabase?.close();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  process.stdout.write(startBanner(env, { seeded, redis: Boolean(redis) }));
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
