import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db as JobSql } from 'pg-boss';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle, whether it runs on PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either and fall back to the db (STYLE: "takes an optional transaction"). */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL's LISTEN/NOTIFY, for the bus between the processes of one site (infra/bus.ts); absent on
   * PGlite, which serves one process. `listen` holds a connection of its own and listens again after a drop
   * (`lost` is called then: messages may have been missed); it answers how to stop.
   */
  notices?: {
    listen(
      channel: string,
      receive: (payload: string) => void,
      lost: () => void,
    ): Promise<() => Promise<void>>;
    notify(channel: string, payload: string): Promise<void>;
  };
  /**
   * Plain SQL for the job runner (infra/jobs.ts, pg-boss): the same pool or PGlite instance, so a job can
   * also be queued inside one of our transactions (pg-boss's `fromDrizzle`).
   */
  jobSql: JobSql;
  /** Applies pending migrations (forward only); safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
