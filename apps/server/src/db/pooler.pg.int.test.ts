import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/db-url';
import { openPostgres } from './client';
import { members } from './schema';
import { MEMBER_TIMEOUTS } from './timeouts';

/**
 * The pool's pooled mode (DATABASE_DIRECT_URL set), on PostgreSQL itself standing in for the pooler: what
 * it sends is what a pooler in transaction mode needs (no session state). The real PgBouncer runs in
 * test/crash/proxy-chaos.pg.int.test.ts.
 */
const base = process.env.TEST_DATABASE_URL!;
const name = `chokdee_pooler_${randomBytes(6).toString('hex')}`;
const url = databaseUrl(base, name);

beforeAll(() => adminQuery(base, `create database ${name} template ${inject('postgresTemplate')}`));
afterAll(() => adminQuery(base, `drop database if exists ${name} with (force)`));

describe('a pool behind a transaction pooler', () => {
  it('refuses to start until the database carries the member-call limits, naming the statements', async () => {
    await expect(openPostgres(url, 1, url)).rejects.toThrow(
      `ALTER DATABASE "${name}" SET statement_timeout = ${MEMBER_TIMEOUTS.statementMs};`,
    );
  });

  it('sends named statements unnamed, migrates and listens on the direct URL', async () => {
    await adminQuery(base, `alter database ${name} set statement_timeout = ${MEMBER_TIMEOUTS.statementMs}`);
    await adminQuery(base, `alter database ${name} set lock_timeout = ${MEMBER_TIMEOUTS.lockMs}`);
    // One connection: the statement and the look-up at pg_prepared_statements share it.
    const database = await openPostgres(url, 1, url);
    try {
      await database.migrate();
      await database.db.select({ id: members.id }).from(members).limit(1).prepare('pooled_probe').execute();
      const prepared = await database.db.execute(sql`select name from pg_prepared_statements`);
      expect((prepared as unknown as pg.QueryResult).rows).toEqual([]);

      const heard: string[] = [];
      const stop = await database.notices!.listen(
        'pooled_probe',
        (p) => heard.push(p),
        () => {},
      );
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query(`notify pooled_probe, 'hello'`);
      await other.end();
      await expect.poll(() => heard).toEqual(['hello']);
      await stop();
    } finally {
      await database.close();
    }
  });
});
