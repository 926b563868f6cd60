import { asc, sql } from 'drizzle-orm';
import { wheelPrizes } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { PrizeRow } from './repo';

/** Every row of the prize table, active or not, in wheel order. */
export function listAllPrizes(ex: Executor): Promise<PrizeRow[]> {
  return ex.select().from(wheelPrizes).orderBy(asc(wheelPrizes.sortOrder), asc(wheelPrizes.id));
}

/**
 * Queues two replacements of the table (each one's "before" is what it really replaced). Spins only read
 * the table, and SHARE ROW EXCLUSIVE lets reads pass: a spin never waits for an operator's save.
 */
export async function lockPrizeTable(tx: Executor) {
  await tx.execute(sql`lock table ${wheelPrizes} in share row exclusive mode`);
}

/** Replaces every row by `rows` (in their order): removed rows are gone, spins keep their own copy. */
export async function replacePrizes(tx: Executor, rows: Array<typeof wheelPrizes.$inferInsert>) {
  await tx.delete(wheelPrizes);
  if (rows.length > 0) await tx.insert(wheelPrizes).values(rows);
}
