import { isDeepStrictEqual } from 'node:util';
import type { AdminGameEntry } from '@chokdee/contracts';

const keyOf = (e: AdminGameEntry) => `${e.partner}:${e.ch}`;

/**
 * What a catalogue replace changed, for its audit entry: the old version of every entry changed or
 * removed, the new version of every entry changed or added (an entry is its partner and ch). A whole
 * catalogue runs to hundreds of entries; a save usually touches a few. Null when the save changed nothing.
 */
export function catalogueChange(
  stored: readonly AdminGameEntry[],
  saved: readonly AdminGameEntry[],
): { before: { games: AdminGameEntry[] }; after: { games: AdminGameEntry[] } } | null {
  const old = new Map(stored.map((e) => [keyOf(e), e]));
  const now = new Map(saved.map((e) => [keyOf(e), e]));
  const before = stored.filter((e) => !isDeepStrictEqual(e, now.get(keyOf(e))));
  const after = saved.filter((e) => !isDeepStrictEqual(e, old.get(keyOf(e))));
  if (before.length === 0 && after.length === 0) return null;
  return { before: { games: before }, after: { games: after } };
}
