import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Row = Record<string, unknown>;
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What drizzle's prepared select holds (public at run time, internal in its types). */
interface PreparedSelect {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Maps the rows of a prepared select the way drizzle does, with the work per field done once.
 *
 * drizzle asks every field of every row what kind of field it is before decoding it (`is()` walks class
 * chains, several times per value); for the batched user info, about twenty fields a member, that was a
 * tenth of the server's CPU on a refresh (profiled; docs/decisions/012-prepared-statements-generic-plans.md).
 * Here each field's decoder and role are found when the statement is prepared; a row is then its values
 * decoded into the same nested shape, with drizzle's rule for joins: an object of table columns whose first
 * column is null, from a table that may be missing (left-joined), becomes null. Results are identical (tested
 * against drizzle's own mapping in rows-mapped-once.int.test.ts).
 */
export function mapRowsOnce<P>(prepared: P): P {
  const select = prepared as PreparedSelect;
  const { fields, joinsNotNullableMap: joins } = select;
  if (!fields) return prepared;
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
    // drizzle's nulling rule looks at table columns one level down only.
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  const mapRow = (values: unknown[]): Row => {
    const row: Row = {};
    // Per object of table columns: its table while the object's first column is null, else false.
    const missingTable: Record<string, string | false> = {};
    columns.forEach(({ parents, key, decoder, table }, i) => {
      let node = row;
      for (const p of parents) node = (node[p] ??= {}) as Row;
      const raw = values[i];
      const value = (node[key] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table === undefined) return;
      const object = parents[0]!;
      if (!(object in missingTable)) missingTable[object] = value === null ? table : false;
      else if (missingTable[object] !== table) missingTable[object] = false;
    });
    for (const [object, table] of Object.entries(missingTable)) {
      if (table !== false && !joins![table]) row[object] = null;
    }
    return row;
  };
  select.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

/** drizzle's own choice of decoder per kind of field (`decoder` is internal in its types). */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}
