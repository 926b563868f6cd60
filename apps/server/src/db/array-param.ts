import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as ONE array parameter (`${list}` alone would become one parameter per element), for set-based
 * statements over `unnest`: every element quoted and escaped in PostgreSQL's array syntax, null as NULL.
 * Typed by `type`, e.g. `arrayParam(keys, 'text')` → `$1::text[]`.
 */
export function arrayParam(values: readonly (string | bigint | null)[], type: string): SQL {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return sql`${`{${items.join(',')}}`}::${sql.raw(type)}[]`;
}
