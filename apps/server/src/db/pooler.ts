import pg from 'pg';
import { MEMBER_TIMEOUTS } from './timeouts';

/**
 * A pool behind a pooler in transaction mode (PgBouncer; DATABASE_DIRECT_URL set): each transaction may get
 * another server connection, so nothing may live in a session. Named statements are prepared on one server
 * connection and unknown on the next (PgBouncer tracks them from 1.21 with max_prepared_statements; Debian
 * 12 ships 1.18), so every query goes unnamed: parsed and planned per call, as drizzle's own queries are.
 */
export class UnnamedStatementsClient extends pg.Client {}
const namedQuery = pg.Client.prototype.query;
UnnamedStatementsClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const unnamed =
    config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config;
  return (namedQuery as (...args: unknown[]) => unknown).call(this, unnamed, ...rest);
} as typeof namedQuery;

/**
 * The member-call limits must hold on the pooler's connections too, but a pooler passes no `options`
 * startup parameter on (PgBouncer 1.18 refuses it): they are set on the database, once (deploy/README.md).
 * Checked at start so a missing setting stops the first process of a deploy, not a runaway statement later.
 */
export async function checkPooledLimits(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('statement_timeout', 'lock_timeout')`,
  );
  const found = Object.fromEntries(rows.map((r) => [r.name, Number(r.setting)]));
  const { statementMs, lockMs } = MEMBER_TIMEOUTS;
  if (found.statement_timeout === statementMs && found.lock_timeout === lockMs) return;
  const { rows: db } = await pool.query<{ name: string }>('select current_database() as name');
  const name = pg.escapeIdentifier(db[0]!.name);
  throw new Error(
    `DATABASE_URL goes through a pooler (DATABASE_DIRECT_URL is set), whose connections have ` +
      `statement_timeout=${found.statement_timeout}ms and lock_timeout=${found.lock_timeout}ms; the server ` +
      `needs ${statementMs} and ${lockMs}. Set them on the database, then reconnect the pooler:\n` +
      `  ALTER DATABASE ${name} SET statement_timeout = ${statementMs};\n` +
      `  ALTER DATABASE ${name} SET lock_timeout = ${lockMs};`,
  );
}
