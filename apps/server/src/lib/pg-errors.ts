/** The unique constraint a failed insert hit, if that is why it failed (PostgreSQL code 23505). */
export function uniqueViolation(err: unknown): string | undefined {
  let e: unknown = err;
  // drizzle wraps driver errors; PGlite and node-postgres both expose `code` and `constraint`.
  for (let depth = 0; e && depth < 3; depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The statement gave up waiting: lock_timeout (55P03, lock_not_available) or statement_timeout (57014,
 * query_canceled). The member's call can simply be tried again; it is no fault of theirs nor a bug.
 */
export function timedOut(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    const { code } = e as { code?: string };
    if (code === '55P03' || code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
