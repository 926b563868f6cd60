import { describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import type { Notifier } from '../../adapters/notify';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { NOTIFY_JOB } from '.';

/**
 * A chat service that fails is tried again by the job runner with backoff and the same idempotency key,
 * and the message is delivered once; /metrics counts the job as active, queued (waiting to retry) and
 * its runs by outcome. The first try hangs until the test lets it fail, so each state is seen for sure.
 */
let failFirst!: () => void;
const firstTry = new Promise<void>((resolve) => (failFirst = resolve));
const tries: { text: string; key: string | undefined }[] = [];
const delivered = new Map<string, string>();
const flaky: Notifier = {
  channel: 'line',
  async send(text, key) {
    tries.push({ text, key });
    if (tries.length === 1) {
      await firstTry;
      throw new Error('line answered HTTP 500');
    }
    // LINE keeps one delivery per key: a repeat would be answered 409 and not shown twice.
    if (key && !delivered.has(key)) delivered.set(key, text);
  },
};
const t = useTestApp({
  env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', NOTIFY_LARGE_DEPOSIT_BAHT: '100' },
  adapters: { notifiers: [flaky] },
});

/** `jobs{name="notify.send",state}` and `job_runs_total{name="notify.send",outcome}` from /metrics. */
async function jobMetrics() {
  const body = (await t.app.inject({ url: '/metrics' })).body;
  const value = (metric: string, label: string) => {
    const line = body
      .split('\n')
      .find((l) => l.startsWith(`${metric}{`) && l.includes(label) && l.includes(`name="${NOTIFY_JOB}"`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  return {
    queued: value('jobs', 'state="queued"'),
    active: value('jobs', 'state="active"'),
    failed: value('jobs', 'state="failed"'),
    runsFailed: value('job_runs_total', 'outcome="failed"'),
    runsCompleted: value('job_runs_total', 'outcome="completed"'),
  };
}

describe('a notification whose first send fails', () => {
  it('is tried again with the same key and delivered once; /metrics shows each state', async () => {
    const m = await registerMember(t.app);
    const big = feedTx({ fromBankCode: m.BankCode, fromAccount: m.BankAccount, amount: 150 });
    expect(await feedOutcomes(t.app, [big])).toEqual(['credited']);

    // The first try is in flight: one active job.
    await expect.poll(() => tries.length, { timeout: 10_000 }).toBe(1);
    expect(await jobMetrics()).toEqual({ queued: 0, active: 1, failed: 0, runsFailed: 0, runsCompleted: 0 });

    // It fails: the job waits for its retry (queued), the failed run is counted.
    failFirst();
    await expect.poll(jobMetrics, { timeout: 10_000 }).toMatchObject({ queued: 1, active: 0, runsFailed: 1 });

    // The retry (2 to 4 s later) delivers it.
    await expect.poll(() => delivered.size, { timeout: 20_000 }).toBe(1);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.key).toBe(tries[0]!.key);
    expect(tries[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect([...delivered.values()][0]).toMatch(/^ยอดฝากสูง 150 บาท/);
    await expect
      .poll(jobMetrics, { timeout: 5_000 })
      .toEqual({ queued: 0, active: 0, failed: 0, runsFailed: 1, runsCompleted: 1 });
  });
});
