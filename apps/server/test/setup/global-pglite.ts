import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client';
import type { Database } from '../../src/db/types';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteEmptyTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one PGlite database and saves its data folder; each test file starts from a copy. Also saves it
 * before migrating, for the migration tests (test/migrations.ts): a new PGlite takes seconds, a copy 0.5 s.
 */
export default async function setup(project: TestProject) {
  const database = await openPglite('memory://');
  const empty = await save(database, 'empty');
  await database.migrate();
  const migrated = await save(database, 'migrated');
  await database.close();
  project.provide('pgliteEmptyTemplate', empty);
  project.provide('pgliteTemplate', migrated);
  return async () => {
    await rm(empty, { force: true });
    await rm(migrated, { force: true });
  };
}

async function save(database: Database, name: string): Promise<string> {
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `chokdee-pglite-${name}-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}
