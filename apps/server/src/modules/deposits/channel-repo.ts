import { asc, eq } from 'drizzle-orm';
import { depositChannels } from '../../db/schema';
import type { Executor } from '../../db/types';

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
