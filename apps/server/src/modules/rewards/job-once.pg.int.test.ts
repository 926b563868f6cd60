import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseUrl } from '../../../test/db-url';
import { createTestDatabase } from '../../../test/test-db';
import { testEnv, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import type { Database } from '../../db/types';
import { seedContent } from '../../seed/demo-content';
import { REWARDS_JOB } from './schedule';
import { expectLedgerHealthy, player, playRounds, walletsOf, type TestPlayer } from './test-kit';

/**
 * Three server instances, each with its own connection pool (as three processes have), start at once on
 * one PostgreSQL database with a finished reward period left to compute. Each queues the reward job as
 * it starts; the job runner runs it one at a time, and the period is paid once: one credit per player in
 * the rewards rows and the ledger, and one job run that computed it.
 */
const env = testEnv();
let database: Database;
const instances: { app: FastifyInstance; database: Database }[] = [];
const players: TestPlayer[] = [];
let periodKey = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db, env);
  // A first server computes the last finished period (nothing played yet): that tells which one it is.
  const first = await buildApp({ env, database });
  await first.ready();
  const t: TestApp = { app: first, database, env };
  try {
    await vi.waitFor(async () => expect(await periods()).toHaveLength(1), 20_000);
    const [period] = await periods();
    periodKey = period!.key;
    // Three players lose 1,000 baht each inside that period: 5 % cashback, 50 baht each.
    const noon = new Date(period!.starts_at.getTime() + 12 * 60 * 60_000);
    for (let i = 0; i < 3; i++) players.push(await player(t));
    for (const p of players) await playRounds(t, p, [{ bet: 100_000, win: 0 }], noon);
  } finally {
    await first.close();
  }
  // The period as if the site had been down since it ended: not computed yet.
  await query('delete from reward_periods');
  await query('delete from pgboss.job where name = $1', [REWARDS_JOB]);

  const [{ name }] = await query('select current_database() as name');
  const url = databaseUrl(process.env.TEST_DATABASE_URL!, name);
  for (let i = 0; i < 3; i++) {
    const own = await openPostgres(url, 5);
    instances.push({ app: await buildApp({ env, database: own }), database: own });
  }
});

afterAll(async () => {
  for (const { app, database: own } of instances) {
    await app.close();
    await own.close();
  }
  await database?.close();
});

/** Plain SQL on the test's own pool (pg-boss's adapter of it). */
async function query(text: string, values?: unknown[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await database.jobSql.executeSql(text, values)).rows as any[];
}

async function periods() {
  return (await query('select key, starts_at from reward_periods order by key')) as {
    key: string;
    starts_at: Date;
  }[];
}

/** The reward job's runs as the runner kept them: when each ran and which periods it paid. */
async function jobRuns() {
  const { rows } = await database.jobSql.executeSql(
    `select state, started_on, completed_on, output from pgboss.job where name = $1 order by started_on`,
    [REWARDS_JOB],
  );
  return rows as {
    state: string;
    started_on: Date | null;
    completed_on: Date | null;
    output: { computed?: string[] } | null;
  }[];
}

describe('three processes and one reward period', () => {
  it('compute it once: one credit per player, one job run that paid it, runs never overlapping', async () => {
    await Promise.all(instances.map(({ app }) => app.ready()));
    await expect.poll(() => periods(), { timeout: 30_000 }).toHaveLength(1);
    // Every run queued at the starts is over (a later one finds the period done).
    await expect
      .poll(async () => (await jobRuns()).every((r) => r.state === 'completed'), { timeout: 30_000 })
      .toBe(true);

    const runs = await jobRuns();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.filter((r) => r.output?.computed?.includes(periodKey))).toHaveLength(1);
    // One at a time: each run started after the one before it ended.
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.started_on!.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.completed_on!.getTime());
    }

    const t = { database } as TestApp;
    for (const p of players) expect(await walletsOf(t, p.id)).toMatchObject({ cashback: 5_000n });
    const credits = await query(
      `select member_id from reward_credits where period_key = $1 and kind = 'cashback'`,
      [periodKey],
    );
    expect(credits.map((r) => r.member_id).sort()).toEqual(players.map((p) => p.id).sort());
    const transfers = await query('select count(*)::int as n from ledger_transfers where reference = $1', [
      `cashback:${periodKey}`,
    ]);
    expect(transfers).toEqual([{ n: 3 }]);
    await expectLedgerHealthy(t);
  });
});
