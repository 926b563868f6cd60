import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { MIGRATIONS_DIR } from '../lib/app-root';
import * as schema from './schema';
import { trackCommits } from './after-commit';
import { installJobSchema, pgJobSql } from './jobs-schema';
import { pgNotices } from './notices';
import { checkPooledLimits, UnnamedStatementsClient } from './pooler';
import { lockDataDir } from './pglite-lock';
import { LONG_TIMEOUTS, MEMBER_TIMEOUTS } from './timeouts';
import type { Database, Db } from './types';

/** Any number, shared by every server process: only one of them migrates at a time. */
const MIGRATION_LOCK = 727_274;
const migrationConfig = { migrationsFolder: MIGRATIONS_DIR };

/**
 * Every named prepared statement keeps one generic plan per connection. Ours (user info, session, withdrawal
 * facts) are lookups by key, where a plan made for the values at hand is no better, but PostgreSQL still
 * re-plans on every call when it guesses a custom plan is cheaper: for the user info's list of member ids
 * it does whenever the list is short (a one-id plan is costed at a tenth of a ten-id one), and planning that
 * statement cost about 0.7 ms per call against 0.2 ms to run it
 * (docs/decisions/012-prepared-statements-generic-plans.md). Unnamed statements, all the others, are planned
 * for their values as before.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The migration lock and its longer limits, on `client` (a pooled one or a direct one). */
async function migrateOn(client: pg.Client | pg.PoolClient) {
  // A migration may wait for another process's and rewrite big tables: longer limits, this session only.
  await client.query(`set statement_timeout = ${LONG_TIMEOUTS.statementMs}`);
  await client.query(`set lock_timeout = ${LONG_TIMEOUTS.lockMs}`);
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await migratePg(drizzlePg(client), migrationConfig);
    await installJobSchema(pgJobSql(client), 'postgres');
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}

/**
 * The pool on `url`. `directUrl`, when set, is PostgreSQL itself and `url` a pooler in transaction mode
 * (db/pooler.ts): LISTEN and migrations, which need a session, go to `directUrl`. int8 and numeric arrive
 * as strings; drizzle's bigint columns turn them into BigInt.
 */
export async function openPostgres(url: string, poolSize = 20, directUrl?: string): Promise<Database> {
  const options = `${GENERIC_PLANS} -c statement_timeout=${MEMBER_TIMEOUTS.statementMs} -c lock_timeout=${MEMBER_TIMEOUTS.lockMs}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(directUrl ? { Client: UnnamedStatementsClient } : { options }),
  });
  pool.on('error', () => {}); // idle-client errors surface on the next query instead of crashing
  if (directUrl) {
    try {
      await checkPooledLimits(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  const db = trackCommits(drizzlePg(pool, { schema }) as unknown as Db);
  const notices = pgNotices(directUrl ?? url, pool);
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await pool.query('select 1')),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    notices,
    jobSql: {
      ...pgJobSql(pool),
      // pg-boss wakes its workers on a NOTIFY at a job's insert; our LISTEN connection carries it.
      async listen(channel, onNotification, onReconnect) {
        const close = await notices.listen(channel, onNotification, onReconnect);
        onReconnect();
        return { close };
      },
    },
    migrate: async () => {
      if (directUrl) {
        const client = new pg.Client({ connectionString: directUrl });
        await client.connect();
        await migrateOn(client).finally(() => client.end());
        return;
      }
      const client = await pool.connect();
      try {
        await migrateOn(client);
      } finally {
        // Back to the connection's startup values (the member-call limits) before it returns to the pool.
        await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}

/** Embedded PostgreSQL in `dataDir` (or in memory, for `memory://`), locked to this process. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, options);
    const db = trackCommits(drizzlePglite(client, { schema }) as unknown as Db);
    return {
      kind: 'pglite',
      db,
      ping: async () => void (await db.execute(sql`select 1`)),
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      jobSql: fromPglite(client),
      migrate: async () => {
        await migratePglite(drizzlePglite(client), migrationConfig);
        await installJobSchema(fromPglite(client), 'pglite');
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
