import { createRequire } from 'node:module';
import { getConstructionPlans, getMigrationPlans, type Db as IDatabase } from 'pg-boss';

/** The job runner's tables live apart from ours (infra/jobs.ts). */
export const JOBS_SCHEMA = 'pgboss';

/** The schema version this pg-boss release expects (its package.json; it exports no constant). */
const WANTED: number = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

/**
 * Creates or upgrades pg-boss's schema: part of the app's migrate step, so the runner starts without DDL
 * (`migrate: false`) and test templates carry it. The caller serializes processes (PostgreSQL: the
 * migration lock; PGlite: one process); pg-boss's plans take their own advisory lock as well.
 */
export async function installJobSchema(db: IDatabase, backend: 'postgres' | 'pglite') {
  const { rows } = await db.executeSql(`select to_regclass('${JOBS_SCHEMA}.version') as name`);
  if (!rows[0]?.name) {
    await db.executeSql(getConstructionPlans(JOBS_SCHEMA, { backend }));
    return;
  }
  const [current] = (await db.executeSql(`select version from ${JOBS_SCHEMA}.version`)).rows;
  const version = Number((current as { version: unknown } | undefined)?.version);
  if (version < WANTED) await db.executeSql(getMigrationPlans(JOBS_SCHEMA, version, { backend }));
}

/** pg-boss's view of a node-postgres client or pool: a multi-statement text answers one result each. */
export function pgJobSql(client: { query(text: string, values?: unknown[]): Promise<unknown> }): IDatabase {
  return {
    async executeSql(text, values) {
      const result = (await client.query(text, values)) as { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
    },
  };
}
