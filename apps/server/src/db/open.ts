import type { Env } from '../env';
import { openPglite, openPostgres } from './client';
import type { Database } from './types';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrated before use. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_DIRECT_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
) {
  const database: Database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE, env.DATABASE_DIRECT_URL)
    : await openPglite(env.DATA_DIR);
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Reports' read replica (REPORTS_DATABASE_URL), a small pool, never migrated: the primary's changes arrive. */
export async function openReportsDatabase(env: Pick<Env, 'DATABASE_URL' | 'REPORTS_DATABASE_URL'>) {
  if (!env.REPORTS_DATABASE_URL) return undefined;
  if (!env.DATABASE_URL) throw new Error('REPORTS_DATABASE_URL needs DATABASE_URL: a replica of what?');
  return openPostgres(env.REPORTS_DATABASE_URL, 4);
}
