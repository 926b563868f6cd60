import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type DrizzleTransactionLike, type Job, type Queue } from 'pg-boss';
import { Counter, Gauge, type Registry } from 'prom-client';
import { JOBS_SCHEMA } from '../db/jobs-schema';
import type { Database, Tx } from '../db/types';

/** How long a closing server waits for jobs in flight (CLOSE_GRACE_MS, run beside the HTTP drain). */
export const JOBS_CLOSE_MS = 5_000;

/**
 * A job whose process died is free again after this long without a heartbeat (the worker beats every
 * half of it while the job runs): pg-boss's minimum. A job that is alive keeps its hold however long it
 * runs, so a slow run is never started a second time beside itself.
 */
const HEARTBEAT_SEC = 10;
/** pg-boss looks for dead jobs (no heartbeat) this often (its supervise and monitor passes). */
const SUPERVISE_SEC = 5;

/**
 * Jobs of the whole site by name and state: queued (waiting or to retry), active, failed (kept ones). Counted
 * from the job table itself: pg-boss's own queue counts are cached for up to a minute.
 */
export async function jobCounts(database: Pick<Database, 'jobSql'>) {
  const { rows } = await database.jobSql.executeSql(
    `select name, case when state in ('created', 'retry') then 'queued' else state::text end as state,
            count(*)::int as count
       from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
  );
  return rows as { name: string; state: string; count: number }[];
}

/** A job run on a period, once across every process of the site. */
export interface RecurringJob<T extends object> {
  everySec: number;
  /** Stored with the job: whichever process runs it uses the sender's (a test's short grace, say). */
  data: T;
  /** What it answers is kept with the job for a day (pgboss.job.output). */
  run(data: T): Promise<object | void>;
}

/** One-off jobs, each tried again with backoff until it succeeds or its tries run out. */
export interface QueuedJob<T extends object> {
  /** Tries after the first. */
  retryLimit: number;
  /** The first retry waits about this long, each next one twice as long (jittered), at most 5 minutes. */
  retryDelaySec: number;
  /** `id` stays the same through the retries: the idempotency key of what the job does outside. */
  run(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

interface Worker {
  queue: Omit<Queue, 'name'>;
  run(job: Job<object>): Promise<object | void>;
  recurring?: { everySec: number; data: object };
}

/**
 * The one job runner (docs/decisions/090-one-job-runner.md): pg-boss on the site's own database, PostgreSQL
 * or the embedded PGlite, so no Redis and no second store. Modules register their jobs while the app is
 * built (or later: they start at once), `start` at ready, `stop` at close waits for runs in flight.
 */
export function createJobs({
  database,
  log,
  registry,
}: {
  database: Database;
  log: FastifyBaseLogger;
  registry: Registry;
}) {
  const boss = new PgBoss({
    db: database.jobSql,
    backend: database.kind,
    schema: JOBS_SCHEMA,
    // The app's migrate step installs the schema (db/jobs-schema.ts); no cron: periods are in seconds.
    migrate: false,
    schedule: false,
    superviseIntervalSeconds: SUPERVISE_SEC,
    // pg-boss fails a job whose heartbeat stopped in its *monitor* pass, every 60 s by default and claimed
    // across the processes: a job of a killed process then waited a minute and more. Monitored as often as
    // supervised (the pass also counts each queue's jobs: one small aggregate).
    monitorIntervalSeconds: SUPERVISE_SEC,
    // Queued jobs wake a worker at once (their queue's `notify`); polling stays as the floor.
    useListenNotify: true,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (err) => log.error({ err }, 'jobs: the runner failed a step'));
  boss.on('warning', (w) => log.warn({ warning: w.message }, 'jobs: runner warning'));

  const workers = new Map<string, Worker>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopping: Promise<void> | undefined;

  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Job runs in this process by job name and outcome (completed, failed)',
    labelNames: ['name', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs of the whole site by name and state: queued (waiting or to retry), active, failed (kept ones)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const name of workers.keys()) {
        for (const state of ['queued', 'active', 'failed']) this.set({ name, state }, 0);
      }
      try {
        for (const row of await counts()) this.set({ name: row.name, state: row.state }, row.count);
      } catch (err) {
        log.warn({ err }, 'jobs: counts for /metrics failed');
      }
    },
  });

  const counts = () => jobCounts(database);

  async function install(name: string, w: Worker) {
    await boss.createQueue(name, w.queue);
    // Once as a process starts (what it may have missed while down), queued before the worker so its
    // first fetch takes it at once.
    if (w.recurring) await sendRecurring(name, w.recurring, false);
    await boss.work<object>(
      name,
      // One job at a time per process and queue; a recurring one is never active twice (its policy). A
      // NOTIFY wakes the worker for a new job, the poll finds the retries that come due.
      w.recurring
        ? { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 2 }
        : { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
      async ([job]) => {
        try {
          const output = await w.run(job!);
          runs.inc({ name, outcome: 'completed' });
          return output;
        } catch (err) {
          runs.inc({ name, outcome: 'failed' });
          log.warn({ err, job: name, id: job!.id }, 'jobs: a run failed');
          throw err;
        }
      },
    );
    const { recurring } = w;
    if (recurring)
      timers.push(
        setInterval(() => void sendRecurring(name, recurring, true), recurring.everySec * 1000).unref(),
      );
  }

  function sendRecurring(
    name: string,
    { everySec, data }: NonNullable<Worker['recurring']>,
    throttled: boolean,
  ) {
    return (
      boss
        // At most one job per period across the processes (its slot), and none while one waits or runs.
        .send(name, data, throttled ? { singletonSeconds: everySec } : {})
        .catch((err: unknown) => log.error({ err, job: name }, 'jobs: a run was not queued'))
    );
  }

  function add(name: string, w: Worker): Promise<void> {
    if (workers.has(name)) throw new Error(`job ${name} is registered twice`);
    workers.set(name, w);
    return started && !stopping ? install(name, w) : Promise.resolve();
  }

  return {
    /**
     * A job run every `everySec` seconds and once when a process starts, by one process at a time: its
     * queue holds one job waiting or running at most ('exclusive'), and the periodic sends of all the
     * processes share one slot per period. A run that fails is logged; the next period runs again.
     */
    every<T extends object>(name: string, job: RecurringJob<T>): Promise<void> {
      return add(name, {
        queue: {
          policy: 'exclusive',
          retryLimit: 0,
          heartbeatSeconds: HEARTBEAT_SEC,
          // A live run is bounded by its heartbeat, not by this (pg-boss's maximum is a day).
          expireInSeconds: 6 * 60 * 60,
          // Three runs a minute or so: a day of them is kept (with what they answered), not pg-boss's week.
          deleteAfterSeconds: 24 * 60 * 60,
        },
        run: (j) => job.run(j.data as T),
        recurring: { everySec: job.everySec, data: job.data },
      });
    },

    /** A queue of one-off jobs; `send` queues one, inside `tx` when given (it commits or not with it). */
    queue<T extends object>(name: string, job: QueuedJob<T>) {
      void add(name, {
        queue: {
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySec,
          retryBackoff: true,
          retryDelayMax: 300,
          heartbeatSeconds: HEARTBEAT_SEC,
          expireInSeconds: 60,
          notify: true,
        },
        run: (j) => job.run(j.data as T, { id: j.id, retryCount: j.retryCount }),
      });
      return {
        send: async (data: T, tx?: Tx): Promise<void> => {
          // drizzle's execute() is typed loosely (unknown rows); pg-boss reads `rows` of what it answers.
          const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
          await boss.send(name, data, db ? { db } : {});
        },
      };
    },

    /** How many jobs of each name wait, run or failed (tests; /metrics reads the same). */
    counts,

    async start() {
      await boss.start();
      started = true;
      for (const [name, w] of workers) await install(name, w);
    },

    /** Stops taking jobs and waits (at most JOBS_CLOSE_MS) for those running; any left are tried again. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        if (started) await boss.stop({ graceful: true, timeout: JOBS_CLOSE_MS, close: false });
      })();
      return stopping;
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
