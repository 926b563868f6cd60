import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}
