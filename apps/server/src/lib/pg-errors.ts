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
