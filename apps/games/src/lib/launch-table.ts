/**
 * A live tile of the member app opens its table straight away: the launch URL's fragment carries
 * `table=<id>` (house-catalogue.ts withTable). Read in main.tsx before the session start clears the
 * fragment, and taken once by the live tables page, which then opens that table.
 */
const KEY = 'house-launch-table';
const TABLE_ID = /^[a-z0-9-]{1,20}$/;

export function readLaunchTable(hash: string) {
  const table = new URLSearchParams(hash.slice(1)).get('table');
  if (table && TABLE_ID.test(table)) sessionStorage.setItem(KEY, table);
}

/** The table the launch asked for, once (undefined afterwards, so "back to the tables" stays there). */
export function takeLaunchTable(): string | undefined {
  const table = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return table;
}
