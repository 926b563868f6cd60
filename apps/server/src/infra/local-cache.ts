/**
 * A tiny time-bounded cache in process memory, for values that may be a moment stale in other
 * processes (never money). Bounded in size: the oldest entry goes first.
 */
export function createLocalCache<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until > Date.now()) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    delete(...keys: string[]) {
      for (const key of keys) entries.delete(key);
    },
  };
}
