import { asc, eq, sql } from 'drizzle-orm';
import { depositChannels } from '../../db/schema';
import type { Executor } from '../../db/types';
import { accountNumber } from './account-number';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type NewChannel = typeof depositChannels.$inferInsert;

const inDisplayOrder = [
  asc(depositChannels.sortOrder),
  asc(depositChannels.createdAt),
  asc(depositChannels.id),
];

/** Every channel, active or not, in display order. */
export function listChannels(ex: Executor): Promise<ChannelRow[]> {
  return ex
    .select()
    .from(depositChannels)
    .orderBy(...inDisplayOrder);
}

export function listActiveChannels(ex: Executor): Promise<ChannelRow[]> {
  return ex
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.active, true))
    .orderBy(...inDisplayOrder);
}

export async function insertChannel(ex: Executor, row: NewChannel): Promise<ChannelRow> {
  const [inserted] = await ex.insert(depositChannels).values(row).returning();
  return inserted!;
}

export async function updateChannel(
  ex: Executor,
  id: string,
  row: NewChannel,
): Promise<ChannelRow | undefined> {
  const [updated] = await ex.update(depositChannels).set(row).where(eq(depositChannels.id, id)).returning();
  return updated;
}

/**
 * Is this number one of the site's receiving accounts, active or not? A member may never bind one: the
 * operator's own transfers between its accounts would be credited to them (docs/ABUSE.md 6).
 */
export async function isSiteAccount(ex: Executor, account: string): Promise<boolean> {
  const [row] = await ex
    .select({ found: sql<boolean>`true` })
    .from(depositChannels)
    .where(eq(depositChannels.receivingNumber, accountNumber(account)))
    .limit(1);
  return row !== undefined;
}
