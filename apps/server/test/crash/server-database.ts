import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../db-url';
import { TEST_DB } from '../test-db';

/**
 * A database for real server processes of one test file, on the project's database kind: a copy of the
 * migrated template on PostgreSQL, an empty PGlite folder otherwise. `env` goes to the processes.
 */
export async function serverDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${inject('postgresTemplate')}`);
  return {
    env: { DATABASE_URL: databaseUrl(base, name) },
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}
