import type { ZodType } from 'zod';

/** localStorage that never throws: private modes and full disks must not break the app. */
export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

/**
 * A JSON value kept by an earlier visit, checked against its contract schema: storage outlives app versions
 * and anyone can edit it, so a value of the wrong shape (`{}`, `[1,2]`, `12345`, half a user) is removed
 * and read as absent rather than reaching a screen that would break on it.
 */
export function readJson<T>(key: string, schema: ZodType<T>): T | undefined {
  const raw = readItem(key);
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  writeItem(key, null);
  return undefined;
}
