import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  postFeed,
  registerOverHttp,
  depositFrom,
  startServer,
  stopServer,
  type LiveMember,
  type LiveServer,
} from '../apps/server/test/crash/live-server';
import { adminQuery, databaseUrl } from '../apps/server/test/db-url';

/**
 * Shared code of the benchmarks (docs/BENCHMARKS.md). Every benchmark runs the built server bundle as a
 * child process on a fresh PostgreSQL database and compares it with a baseline measured in the same run.
 */
export const REPO = new URL('..', import.meta.url).pathname;
export const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A progress line on stderr (the tables go to stdout). */
export const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

/** Starts a node process in the repository and resolves once `readyText` shows on its output. */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  readyText: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited ${code}:\n${output}`)));
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The built server (`npm run build -w @chokdee/server`) on `databaseUrl`, with per-IP limits raised so
 * registering many members from one address is not throttled.
 */
export async function startChokdee(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<LiveServer> {
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROFILE;
  const entry = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, 'dist/main.js'] : ['dist/main.js'];
  const server = await startServer(entry, {
    NODE_ENV: 'production',
    // A staging site: production code with the simulators and demo content (members get names from the
    // bank-name simulator, as the benchmarks' signups need).
    DEMO_MODE: '1',
    DATABASE_URL: databaseUrl,
    LOOKUP_IP_LIMIT_PER_MIN: '1000000',
    LOGIN_IP_LIMIT_PER_MIN: '1000000',
    ...env,
  });
  // A benchmark stopped half-way (Ctrl-C, a timeout, a crash) must not leave its server running.
  process.once('exit', () => server.child.kill('SIGKILL'));
  return server;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
export { stopServer };

/**
 * Runs a benchmark against `server`: when it fails, the server's last output (its log at warn) goes to
 * stderr, to see why; either way the server stops and its database is dropped.
 */
export async function benchAgainst(
  server: LiveServer,
  database: { drop(): Promise<void> },
  run: () => Promise<void>,
) {
  try {
    await run();
  } catch (err) {
    process.stderr.write(`server output (last 4,000 characters):\n${server.output().slice(-4000)}\n`);
    throw err;
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

/** Drops and recreates database `name` on the server of `baseUrl`; answers its URL and a drop function. */
export async function freshDatabase(name: string, baseUrl = PG_BASE) {
  const drop = () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  await drop();
  await adminQuery(baseUrl, `create database ${name}`);
  return { url: databaseUrl(baseUrl, name), drop };
}

/** Registers `count` members over HTTP, a few at a time (argon2 makes each signup and login cost ~50 ms). */
export async function registerMembers(base: string, count: number, parallel = 4): Promise<LiveMember[]> {
  const members: LiveMember[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) members.push(await registerOverHttp(base, next++));
    }),
  );
  return members;
}

/** Credits every member `satang` through the signed bank feed (one batch). */
export async function fundMembers(base: string, members: LiveMember[], satang: number, tag: string) {
  const outcomes = await postFeed(
    base,
    members.map((m, n) => depositFrom(m, `FUND${tag}${n}`, satang)),
  );
  const bad = [...outcomes.values()].filter((s) => s !== 'credited');
  if (bad.length) throw new Error(`funding: ${bad.length} deposits not credited`);
}

export interface Target {
  /** The least rate as a fraction of the baseline's. */
  minRatio?: number;
  /** The highest p99 latency in ms. */
  maxP99?: number;
}

export interface Measured {
  name: string;
  /** Operations (requests, transfers, pairs) per second. */
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  target?: Target;
  firstError?: string;
  /** Set by `inRounds`: the median of the per-round ratios to the baseline, and each round's rate. */
  ratio?: number;
  rounds?: number[];
}

/**
 * Runs the baseline (first) and each other measurement in turn, ROUNDS times, so that a shared machine
 * drifting (other tenants, CPU boost, background work) moves both sides alike. Each row keeps its median
 * round (rate, p50, p99) and the median of its per-round ratios to the baseline; errors add up.
 */
export async function inRounds(runs: Array<(round: number) => Promise<Measured>>): Promise<Measured[]> {
  const results: Measured[][] = runs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, run] of runs.entries()) results[i]!.push(await run(round));
  }
  const base = results[0]!;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return results.map((rounds, i) => {
    const mid = [...rounds].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(rounds.length / 2)]!;
    return {
      ...mid,
      errors: rounds.reduce((n, r) => n + r.errors, 0),
      non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
      firstError: rounds.find((r) => r.firstError)?.firstError,
      ratio: i === 0 ? undefined : median(rounds.map((r, k) => r.reqPerSec / base[k]!.reqPerSec)),
      rounds: rounds.map((r) => r.reqPerSec),
    };
  });
}

/** One autocannon run after a short warm-up; latencies in ms. */
export async function measure(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /**
     * One header set per connection (a member's token each, say), on top of `headers`: set once when the
     * connection opens, so autocannon sends prebuilt requests as it does for one header set.
     */
    headersPerConnection?: Array<Record<string, string>>;
    connections: number;
    seconds: number;
  },
): Promise<Measured> {
  const perConnection = opts.headersPerConnection;
  // Any `connections` consecutive opens get different header sets, in the warm-up and the run alike.
  let opened = 0;
  const base = {
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections,
    ...(perConnection && {
      setupClient: (client: autocannon.Client) =>
        client.setHeaders({ ...opts.headers, ...perConnection[opened++ % perConnection.length] }),
    }),
  };
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...base, duration: opts.seconds });
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Rounds a latency for the tables: 0.1 ms below 10 ms, whole ms above. */
const ms = (x: number) => (x < 10 ? Math.round(x * 10) / 10 : Math.round(x));

/**
 * A closed loop: `concurrency` workers each run `op` back to back for `seconds` after a warm-up; each
 * `op` is one operation whose latency is recorded. `op` throws when the operation did not succeed.
 * Used for the API (bodies differ per call: refs, transaction ids, signatures) and for raw PostgreSQL
 * alike, so both sides are measured the same way.
 */
export async function closedLoop(
  name: string,
  opts: { concurrency: number; seconds?: number; op: (worker: number, seq: number) => Promise<void> },
): Promise<Measured> {
  let phase: 'warm' | 'measure' | 'stop' = 'warm';
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let seq = 0;
  const worker = async (w: number) => {
    while (phase !== 'stop') {
      const counted = phase === 'measure';
      const t0 = performance.now();
      try {
        await opts.op(w, seq++);
        if (counted) latencies.push(performance.now() - t0);
      } catch (err) {
        if (counted) errors += 1;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  progress(name);
  const workers = Promise.all(Array.from({ length: opts.concurrency }, (_, w) => worker(w)));
  await sleep(WARMUP_SECONDS * 1000);
  phase = 'measure';
  const t0 = performance.now();
  await sleep((opts.seconds ?? SECONDS) * 1000);
  phase = 'stop';
  const elapsed = (performance.now() - t0) / 1000;
  await workers;
  latencies.sort((a, b) => a - b);
  return {
    name,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    errors,
    non2xx: 0,
    firstError,
  };
}

/** A keep-alive HTTP client with exactly `connections` sockets (like autocannon's connections). */
export function httpClient(base: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  /** One request with a JSON body (or none); answers the status and the raw body. */
  const request = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; raw: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers:
            body === undefined
              ? headers
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(body),
                  ...headers,
                },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, raw: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    async post<T>(
      path: string,
      body: string,
      headers: Record<string, string>,
    ): Promise<{ status: number; body: T }> {
      const { status, raw } = await request('POST', path, headers, body);
      return { status, body: JSON.parse(raw.toString()) as T };
    },
    /** Any call, its body (an object) sent as JSON; answers only the status. */
    status: async (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      (await request(method, path, headers, body === undefined ? undefined : JSON.stringify(body))).status,
    close: () => agent.destroy(),
  };
}

const ratioOf = (r: Measured, baseline: Measured) => r.ratio ?? r.reqPerSec / baseline.reqPerSec;

/** Each target judged on its own: "ratio ≥ 0.40: **met**; p99 < 30 ms: **missed**". */
const met = (r: Measured, baseline: Measured) => {
  const t = r.target;
  if (!t) return '';
  const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');
  return [
    t.minRatio !== undefined &&
      `ratio ≥ ${t.minRatio.toFixed(2)}: ${verdict(ratioOf(r, baseline) >= t.minRatio)}`,
    t.maxP99 !== undefined && `p99 < ${t.maxP99} ms: ${verdict(r.p99 < t.maxP99)}`,
  ]
    .filter(Boolean)
    .join('; ');
};

/** The markdown table of one benchmark: each row against the baseline measured in the same run. */
export function table(rows: Measured[], baseline: Measured, unit = 'req/s'): string {
  const lines = [
    `| what | ${unit} | p50 ms | p99 ms | ratio to baseline | errors / non-2xx | target |`,
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const ratio = r === baseline ? 'baseline' : ratioOf(r, baseline).toFixed(2);
    lines.push(
      `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} / ${r.non2xx} | ${met(r, baseline)} |`,
    );
  }
  const inRounds = rows.filter((r) => r.rounds && r.rounds.length > 1);
  if (inRounds.length) {
    lines.push(
      '',
      `Rounds (${unit}, in the order run; the table shows the median round and the median ratio):`,
    );
    for (const r of inRounds) lines.push(`- ${r.name}: ${r.rounds!.join(' / ')}`);
  }
  const failing = rows.find((r) => r.firstError);
  if (failing) lines.push('', `first error (${failing.name}): ${failing.firstError}`);
  return lines.join('\n');
}

/** The machine line printed above each table. */
export function machine(connections: number, seconds = SECONDS): string {
  const cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  return (
    `${new Date().toISOString()} — ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, PostgreSQL, ${connections} connections, ${ROUNDS} rounds of ${seconds} s after ` +
    `${WARMUP_SECONDS} s warm-up`
  );
}
