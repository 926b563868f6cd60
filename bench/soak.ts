/**
 * The soak (issue 25): the built server on PostgreSQL under a steady mix for BENCH_MINUTES (10) after a
 * minute's warm-up: slot rounds through the seamless wallet (two ledger transfers each: what grows with
 * play), refreshes and round history, BENCH_SOAK_RATE operations a second on a fixed schedule (open loop: a
 * slow moment does not lower the load that measures it). The live tables deal on their own meanwhile.
 *
 * Its baseline runs at the same moments: bench/bare-server.ts gets BENCH_SOAK_BARE_RATE requests a second
 * from the same client, so whatever the machine does to a minute (another tenant, a stall) it does to both.
 * Printed per minute: p50 and p99 of each, and the server's RSS; "flat" is (max − min) ÷ min over minutes 2
 * to the end, for Chokdee and for the bare server beside it.
 *
 *   npm run bench:soak        (BENCH_MINUTES, BENCH_SOAK_RATE, BENCH_SOAK_BARE_RATE, BENCH_SOAK_MEMBERS)
 */
import os from 'node:os';
import pg from 'pg';
import { freePort } from '../apps/server/test/free-port';
import { memberHeaders } from '../apps/server/test/crash/live-server';
import {
  benchAgainst,
  freshDatabase,
  fundMembers,
  httpClient,
  progress,
  registerMembers,
  startChokdee,
  startProcess,
  stopProcess,
} from './lib';
import { openHouseSessions, rssMb, spreadOverMin, summary } from './live-clients';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 60);
const BARE_RATE = Number(process.env.BENCH_SOAK_BARE_RATE ?? 60);
const MEMBERS = Number(process.env.BENCH_SOAK_MEMBERS ?? 200);
const WARMUP_MS = 60_000;

/** One operation: its name (in the stall list) and the call. */
type Op = { name: string; send: () => Promise<number> };
type Sample = { at: number; ms: number; op: string };

/**
 * Calls `pick()`'s operation `rate` times a second on a fixed schedule until `stop()`: each latency is
 * recorded with the time it started at; a failure (non-2xx or no answer) is counted.
 */
function openLoop(rate: number, pick: () => Op) {
  const samples: Sample[] = [];
  let failures = 0;
  let stopped = false;
  const started = Date.now();
  let n = 0;
  const tick = () => {
    if (stopped) return;
    // Every call due by now goes out (a late timer sends the ones it owes), then wait for the next one.
    while (started + (n * 1000) / rate <= Date.now()) {
      n++;
      const t0 = performance.now();
      const at = Date.now();
      const op = pick();
      op.send()
        .then((status) => {
          if (status >= 300) failures++;
          else samples.push({ at, ms: performance.now() - t0, op: op.name });
        })
        .catch(() => failures++);
    }
    setTimeout(tick, Math.max(0, started + (n * 1000) / rate - Date.now()));
  };
  tick();
  return {
    samples,
    failures: () => failures,
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * The seconds in which a call took over STALL_MS, the worst first (at most 10): when, and how many calls of
 * each operation, so a stall of the whole process (every operation, the bare server not) tells itself from
 * a slow statement (one operation).
 */
const STALL_MS = 250;
type ProcessSample = { at: number; lagMaxMs: number; majorGcMs: number };
async function stalls(
  samples: Sample[],
  started: number,
  databaseUrl: string,
  process10s: ProcessSample[],
): Promise<string[]> {
  /** The 10 s scrape window holding `second`: the loop's longest delay and major GC time in it. */
  const windowOf = (second: number) => {
    const i = process10s.findIndex((p) => p.at >= (second + 1) * 1000);
    if (i <= 0) return '–';
    const [before, after] = [process10s[i - 1]!, process10s[i]!];
    return `${after.lagMaxMs.toFixed(0)} / ${(after.majorGcMs - before.majorGcMs).toFixed(0)}`;
  };
  const bySecond = new Map<number, Sample[]>();
  for (const s of samples.filter((x) => x.ms > STALL_MS)) {
    const second = Math.floor(s.at / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), s]);
  }
  const worst = [...bySecond].sort(
    ([, a], [, b]) => Math.max(...b.map((x) => x.ms)) - Math.max(...a.map((x) => x.ms)),
  );
  if (!worst.length) return [`No call took over ${STALL_MS} ms.`];
  const jobs = await jobsRunning(
    databaseUrl,
    worst.slice(0, 10).map(([second]) => second),
  );
  return [
    `Seconds with a call over ${STALL_MS} ms: ${worst.length}; the worst:`,
    '',
    `| when (UTC) | minute | calls over ${STALL_MS} ms, by operation | slowest ms | server's 10 s: longest ` +
      `event-loop delay / major GC ms | jobs running then |`,
    '|---|---:|---|---:|---:|---|',
    ...worst.slice(0, 10).map(([second, xs]) => {
      const ops = new Map<string, number>();
      for (const x of xs) ops.set(x.op, (ops.get(x.op) ?? 0) + 1);
      const when = new Date(second * 1000).toISOString().slice(11, 19);
      const minute = Math.floor((second * 1000 - started) / 60_000) + 1;
      const by = [...ops].map(([op, n]) => `${n} ${op}`).join(', ');
      const slowest = Math.max(...xs.map((x) => x.ms)).toFixed(0);
      const jobsThen = jobs.get(second)?.join(', ') || '–';
      return `| ${when} | ${minute} | ${by} | ${slowest} | ${windowOf(second)} | ${jobsThen} |`;
    }),
  ];
}

/** The server's background jobs (pg-boss) that ran at some moment of each given second. */
async function jobsRunning(databaseUrl: string, seconds: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const running = new Map<number, string[]>();
    for (const second of seconds) {
      const { rows } = await client.query<{ name: string; ms: string }>(
        `select name, round(extract(epoch from (coalesce(completed_on, now()) - started_on)) * 1000) as ms
           from pgboss.job
          where started_on < to_timestamp($1::double precision + 1)
            and coalesce(completed_on, now()) >= to_timestamp($1::double precision)`,
        [second],
      );
      running.set(
        second,
        rows.map((r) => `${r.name} (${r.ms} ms)`),
      );
    }
    return running;
  } finally {
    await client.end();
  }
}

const db = await freshDatabase('chokdee_bench_soak');
const METRICS_KEY = 'soak-metrics-key-0123456789';
const server = await startChokdee(db.url, { METRICS_KEY });

/**
 * The server's own view every 10 s (prom-client's default metrics on /metrics): the event loop's longest
 * delay since the last scrape and the time spent in major GC, to tell a stall of the process from a slow
 * statement.
 */
async function processSample(base: string): Promise<ProcessSample> {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_KEY}` } }).then(
    (r) => r.text(),
  );
  const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
  return {
    at: Date.now(),
    lagMaxMs: value(/^nodejs_eventloop_lag_max_seconds (\S+)$/m) * 1000,
    majorGcMs: value(/^nodejs_gc_duration_seconds_sum\{kind="major"\} (\S+)$/m) * 1000,
  };
}
const barePort = await freePort();
const bare = await startProcess(
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(barePort) },
  'bare server ready',
);
try {
  await benchAgainst(server, db, async () => {
    progress(`registering and funding ${MEMBERS} members`);
    const members = await registerMembers(server.base, MEMBERS, 8);
    await fundMembers(server.base, members, 10_000_000, 'SOAK');
    const sessions = await openHouseSessions(server.base, members);

    const chokdee = httpClient(server.base, 64);
    const bareClient = httpClient(`http://127.0.0.1:${barePort}`, 16);
    const any = () => Math.floor(Math.random() * MEMBERS);
    const session = () => ({ authorization: `Bearer ${sessions[any()]!}` });
    const mix: Array<[share: number, op: () => Op]> = [
      [
        0.5,
        () => {
          const headers = session();
          return {
            name: 'slot round',
            send: () => chokdee.status('POST', '/house/api/rounds', headers, { game: 'slot', bet: 1 }),
          };
        },
      ],
      [
        0.3,
        () => {
          const headers = memberHeaders(members[any()]!.token);
          return { name: 'refresh', send: () => chokdee.status('GET', '/auth-service/v1/refresh', headers) };
        },
      ],
      [
        0.2,
        () => {
          const headers = session();
          return { name: 'history', send: () => chokdee.status('GET', '/house/api/rounds', headers) };
        },
      ],
    ];
    const pick = () => {
      let r = Math.random();
      for (const [share, op] of mix) if ((r -= share) < 0) return op();
      return mix[0]![1]();
    };

    progress(
      `steady load: ${RATE} operations/s to Chokdee, ${BARE_RATE}/s to the bare server; warming up 1 min`,
    );
    const load = openLoop(RATE, pick);
    const bareOp: Op = { name: 'bare', send: () => bareClient.status('GET', '/bare', {}) };
    const baseline = openLoop(BARE_RATE, () => bareOp);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    const started = Date.now();
    const memory: { minute: number; mb: number }[] = [];
    const process10s: ProcessSample[] = [await processSample(server.base)];
    progress(`measuring ${MINUTES} min`);
    while (Date.now() - started < MINUTES * 60_000) {
      await new Promise((r) => setTimeout(r, 10_000));
      memory.push({ minute: (Date.now() - started) / 60_000, mb: rssMb(server.child.pid!) });
      process10s.push(await processSample(server.base));
    }
    load.stop();
    baseline.stop();
    await new Promise((r) => setTimeout(r, 2_000));
    chokdee.close();
    bareClient.close();

    const minuteOf = (samples: Sample[], m: number) =>
      summary(
        samples
          .filter((s) => s.at >= started + m * 60_000 && s.at < started + (m + 1) * 60_000)
          .map((s) => s.ms),
      );
    const perMinute = Array.from({ length: MINUTES }, (_, m) => {
      const mbs = memory.filter((x) => x.minute > m && x.minute <= m + 1).map((x) => x.mb);
      return {
        minute: m + 1,
        chokdee: minuteOf(load.samples, m),
        bare: minuteOf(baseline.samples, m),
        mb: mbs.reduce((a, b) => a + b, 0) / Math.max(1, mbs.length),
      };
    });
    const steady = perMinute.slice(1);
    const spread = (xs: number[]) => `${(spreadOverMin(xs) * 100).toFixed(1)} %`;
    const ms = (x: number) => x.toFixed(1);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    /**
     * Drift, the soak's question (does it get slower or bigger as it runs?): the least-squares line through
     * minutes 2 to the end, its change over those minutes ÷ their mean. Unlike max − min, one noisy minute
     * moves it by a ninth, not wholly.
     */
    const drift = (ys: number[]) => {
      const xs = ys.map((_, i) => i);
      const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
      const [mx, my] = [mean(xs), mean(ys)];
      const slope =
        xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
      return pct((slope * (ys.length - 1)) / my);
    };
    /** The p99 of the first and of the second half of minutes 2 to the end, each over all its calls. */
    const halves = (samples: Sample[]) => {
      const from = started + 60_000;
      const middle = from + ((MINUTES - 1) * 60_000) / 2;
      const p99 = (a: number, b: number) =>
        summary(samples.filter((s) => s.at >= a && s.at < b).map((s) => s.ms)).p99;
      const [first, second] = [p99(from, middle), p99(middle, started + MINUTES * 60_000)];
      return `${ms(first)} → ${ms(second)} ms (${pct((second - first) / first)})`;
    };
    const measured = load.samples.filter((s) => s.at >= started);
    const all = summary(measured.map((s) => s.ms));
    const bareAll = summary(baseline.samples.filter((s) => s.at >= started).map((s) => s.ms));
    process.stdout.write(
      [
        `${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ` +
          `PostgreSQL. Soak: ${RATE} operations/s (50 % slot rounds through the wallet, 30 % refresh, 20 % round history) ` +
          `by ${MEMBERS} members for ${MINUTES} min after 1 min of warm-up; the bare server at ${BARE_RATE}/s ` +
          `at the same moments. Failed: ${load.failures()} of Chokdee's, ${baseline.failures()} of the bare server's.`,
        '',
        '| minute | Chokdee operations | p50 ms | p99 ms | server RSS MB | bare p50 ms | bare p99 ms |',
        '|---:|---:|---:|---:|---:|---:|---:|',
        ...perMinute.map(
          (m) =>
            `| ${m.minute} | ${m.chokdee.n} | ${ms(m.chokdee.p50)} | ${ms(m.chokdee.p99)} | ${m.mb.toFixed(0)} | ` +
            `${ms(m.bare.p50)} | ${ms(m.bare.p99)} |`,
        ),
        `| all | ${all.n} | ${ms(all.p50)} | ${ms(all.p99)} | – | ${ms(bareAll.p50)} | ${ms(bareAll.p99)} |`,
        '',
        `From minute 2 to ${MINUTES} (max − min over min): Chokdee p99 ${spread(steady.map((m) => m.chokdee.p99))}, ` +
          `p50 ${spread(steady.map((m) => m.chokdee.p50))}, RSS ${spread(steady.map((m) => m.mb))}; ` +
          `the bare server's p99 ${spread(steady.map((m) => m.bare.p99))} in the same minutes.`,
        `Drift from minute 2 to ${MINUTES} (least-squares line, change ÷ mean): Chokdee p99 ` +
          `${drift(steady.map((m) => m.chokdee.p99))}, RSS ${drift(steady.map((m) => m.mb))}; the bare server's ` +
          `p99 ${drift(steady.map((m) => m.bare.p99))}.`,
        `p99 of the first and second half of minutes 2 to ${MINUTES}: Chokdee ${halves(measured)}; the bare ` +
          `server ${halves(baseline.samples)}.`,
        '',
        ...(await stalls(
          [...measured, ...baseline.samples.filter((s) => s.at >= started)],
          started,
          db.url,
          process10s,
        )),
        '',
      ].join('\n'),
    );
  });
} finally {
  await stopProcess(bare);
}
