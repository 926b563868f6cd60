import type { SiteConfig } from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { siteConfig } from '../../db/schema';
import type { Executor } from '../../db/types';

export async function readSiteConfig(db: Executor): Promise<SiteConfig | undefined> {
  const [row] = await db.select({ data: siteConfig.data }).from(siteConfig).where(eq(siteConfig.id, 1));
  return row?.data;
}

/** The config locked for a change, so the audit's "before" is the value this change replaces. */
export async function lockSiteConfig(tx: Executor): Promise<SiteConfig | undefined> {
  const [row] = await tx
    .select({ data: siteConfig.data })
    .from(siteConfig)
    .where(eq(siteConfig.id, 1))
    .for('update');
  return row?.data;
}

export async function writeSiteConfig(db: Executor, data: SiteConfig): Promise<void> {
  await db
    .insert(siteConfig)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: siteConfig.id, set: { data, updatedAt: sql`now()` } });
}

/** Inserts the config only when none exists; true when this call created it (seeding). */
export async function insertSiteConfigIfMissing(db: Executor, data: SiteConfig): Promise<boolean> {
  const rows = await db
    .insert(siteConfig)
    .values({ id: 1, data })
    .onConflictDoNothing()
    .returning({ id: siteConfig.id });
  return rows.length > 0;
}
