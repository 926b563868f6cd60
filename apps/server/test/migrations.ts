import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/types';
import { MIGRATIONS_DIR } from '../src/lib/app-root';
import { createTestDatabase } from './test-db';

/**
 * Migration tests (test/migrations/): a database migrated up to just before one migration, "before" data
 * written in the schema of that time, then the migration itself, as drizzle's migrator runs each file:
 * statement by statement, in the journal's order.
 */

const journal = async () =>
  (
    JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    }
  ).entries.sort((a, b) => a.idx - b.idx);

/** Plain SQL with $1, $2, … parameters on either database; the rows it answers (int8 as PGlite or pg give it). */
export async function query<Row = Record<string, unknown>>(
  database: Database,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await database.jobSql.executeSql(text, values)).rows as Row[];
}

/** Runs one migration file (its tag, e.g. "0007_promotion_eligibility_backfill"). */
export async function applyMigration(database: Database, tag: string) {
  const text = await readFile(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
}

/** An empty database with every migration before `tag` applied; `tag` must be in the journal. */
export async function databaseBefore(tag: string): Promise<Database> {
  const entries = await journal();
  const at = entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  const database = await createTestDatabase({ empty: true });
  for (const entry of entries.slice(0, at)) await applyMigration(database, entry.tag);
  return database;
}

/** The n-th made-up id of a test: readable in a failure, sorted as n is. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A member as every schema up to now accepts one (the later columns all have defaults). */
export async function insertMember(database: Database, id: string, n: number) {
  await query(
    database,
    `insert into members (id, phone_number, password_hash, bank_code, bank_account, first_name, last_name,
       affiliate_key, game_username) values ($1, $2, 'x', 'KBANK', $3, 'ชื่อ', 'สกุล', $4, $5)`,
    [
      id,
      `0810000${String(n).padStart(3, '0')}`,
      `1234567${String(n).padStart(3, '0')}`,
      `aff${n}`,
      `user${n}`,
    ],
  );
}
