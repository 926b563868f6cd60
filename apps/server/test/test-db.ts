import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../src/db/client';
import type { Database } from '../src/db/types';
import { adminQuery, databaseUrl } from './db-url';

export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A fresh, migrated database for one test file: a copy of the template made by the global setup; with
 * `empty`, one with no tables at all, for a migration test to build up (test/migrations.ts).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<Database> {
  if (TEST_DB === 'pglite') {
    const dump = await readFile(inject(empty ? 'pgliteEmptyTemplate' : 'pgliteTemplate'));
    return openPglite('memory://', { loadDataDir: new Blob([dump]) });
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `chokdee_t_${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : ` template ${inject('postgresTemplate')}`;
  await adminQuery(base, `create database ${name}${template}`);
  const database = await openPostgres(databaseUrl(base, name), 40);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
