import { isDeepStrictEqual } from 'node:util';

type Fields = Record<string, unknown>;

/**
 * The top-level fields that differ between two versions of a record, for an audit entry: an edit of one
 * setting records that setting, not the whole record twice. A field present on one side only reads as
 * null on the other (JSON has no undefined). Null when nothing changed: an unchanged save is no change.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !isDeepStrictEqual(before[k], after[k]),
  );
  if (keys.length === 0) return null;
  const pick = (r: Fields) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]));
  return { before: pick(before), after: pick(after) };
}
