import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminGameEntry, GameCategory, GameEntry } from '@chokdee/contracts';
import { gameProviders, gameRounds, members } from '../../db/schema';
import type { Executor } from '../../db/types';

const entryColumns = {
  partner: gameProviders.partner,
  ch: gameProviders.ch,
  name: gameProviders.name,
  img: gameProviders.img,
  gameType: gameProviders.gameType,
  category: gameProviders.category,
  active: gameProviders.active,
  sortOrder: gameProviders.sortOrder,
};

/** Active entries of one partner in the given categories, in display order. */
export async function listCatalogue(ex: Executor, partner: string, categories: readonly GameCategory[]) {
  if (categories.length === 0) return [];
  const rows = await ex
    .select({
      ch: gameProviders.ch,
      img: gameProviders.img,
      gameType: gameProviders.gameType,
      category: gameProviders.category,
      name: gameProviders.name,
    })
    .from(gameProviders)
    .where(
      and(
        eq(gameProviders.partner, partner),
        eq(gameProviders.active, true),
        inArray(gameProviders.category, [...categories]),
      ),
    )
    .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.ch));
  // Rows are written only through the validated operator API (or the seed), so the enums hold.
  return rows as GameEntry[];
}

export async function findEntry(ex: Executor, partner: string, ch: string) {
  const [row] = await ex
    .select(entryColumns)
    .from(gameProviders)
    .where(and(eq(gameProviders.partner, partner), eq(gameProviders.ch, ch)));
  return row;
}

export async function listAllEntries(ex: Executor) {
  const rows = await ex
    .select(entryColumns)
    .from(gameProviders)
    .orderBy(asc(gameProviders.partner), asc(gameProviders.sortOrder), asc(gameProviders.ch));
  return rows as AdminGameEntry[];
}

/**
 * Holds off other catalogue replaces until this transaction ends (reads go on), so each one's audit
 * entry compares against the catalogue it really replaced, and two replaces never clash on the unique key.
 */
export async function lockCatalogue(ex: Executor) {
  await ex.execute(sql`lock table ${gameProviders} in share row exclusive mode`);
}

/** The operator's whole catalogue replaces the stored one (entries are referenced by nothing). */
export async function replaceEntries(ex: Executor, entries: readonly AdminGameEntry[]) {
  await ex.delete(gameProviders);
  if (entries.length > 0) await ex.insert(gameProviders).values([...entries]);
}

export async function findMemberGameInfo(ex: Executor, memberId: string) {
  const [row] = await ex
    .select({ id: members.id, username: members.gameUsername, locked: members.locked })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

export async function latestRounds(ex: Executor, memberId: string, limit: number) {
  return ex
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.memberId, memberId))
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(limit);
}
