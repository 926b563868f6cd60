import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../db/types';
import { createJobs, JOBS_CLOSE_MS, type Jobs } from './jobs';

/**
 * The runner's own rules, on both databases: a recurring job never runs beside itself, whatever the
 * number of runners (processes) sending it, and a stop waits for a run in flight, but not forever.
 */
const quiet = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
let database: Database;
const runners: Jobs[] = [];
const runner = (registry = new Registry()) => {
  const jobs = createJobs({ database, log: quiet, registry });
  runners.push(jobs);
  return jobs;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const jobs of runners) await jobs.stop();
  await database?.close();
});

describe('job runner', () => {
  it(
    'runs a recurring job one at a time across three runners, each period',
    { timeout: 30_000 },
    async () => {
      let running = 0;
      let most = 0;
      let runs = 0;
      const three = [runner(), runner(), runner()];
      for (const jobs of three) {
        // Each run outlasts the period: the next one waits for it instead of starting beside it.
        await jobs.every('test.slow', {
          everySec: 1,
          data: {},
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await sleep(1_200);
            running -= 1;
            runs += 1;
          },
        });
      }
      await Promise.all(three.map((jobs) => jobs.start()));
      await expect.poll(() => runs, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect(most).toBe(1);
      await Promise.all(three.map((jobs) => jobs.stop()));
      expect(running).toBe(0);
    },
  );

  it('waits at a stop for the run in flight to end', async () => {
    const jobs = runner();
    let state = 'idle';
    await jobs.every('test.inflight', {
      everySec: 3600,
      data: {},
      run: async () => {
        state = 'running';
        await sleep(1_500);
        state = 'done';
      },
    });
    await jobs.start();
    await expect.poll(() => state, { timeout: 10_000 }).toBe('running');
    await jobs.stop();
    expect(state).toBe('done');
  });

  it('gives up waiting after JOBS_CLOSE_MS for a run that never ends', { timeout: 30_000 }, async () => {
    const jobs = runner();
    let started = false;
    await jobs.every('test.stuck', {
      everySec: 3600,
      data: {},
      run: () => {
        started = true;
        return new Promise<void>(() => {});
      },
    });
    await jobs.start();
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    const at = Date.now();
    await jobs.stop();
    const took = Date.now() - at;
    expect(took).toBeGreaterThanOrEqual(JOBS_CLOSE_MS - 100);
    expect(took).toBeLessThan(JOBS_CLOSE_MS + 5_000);
  });

  it('counts a failed run for /metrics: the job kept as failed, the run as failed', async () => {
    const registry = new Registry();
    const jobs = runner(registry);
    await jobs.every('test.broken', {
      everySec: 3600,
      data: {},
      run: () => Promise.reject(new Error('broken')),
    });
    await jobs.start();
    const metric = async (name: string) => (await registry.getSingleMetricAsString(name)).split('\n');
    await expect
      .poll(() => metric('jobs'), { timeout: 10_000 })
      .toContain('jobs{name="test.broken",state="failed"} 1');
    expect(await metric('jobs')).toContain('jobs{name="test.broken",state="queued"} 0');
    expect(await metric('job_runs_total')).toContain('job_runs_total{name="test.broken",outcome="failed"} 1');
    await jobs.stop();
  });
});
