import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

export const REPO = new URL('..', import.meta.url).pathname;

/** Starts a node process and resolves once `readyText` shows on its output. */
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

export interface Measured {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run after a short warm-up; latencies in ms. */
export async function measure(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections: number;
    seconds: number;
  },
): Promise<Measured> {
  const base = {
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections,
  };
  await autocannon({ ...base, duration: 2 });
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

/** Drops and recreates a database on the PostgreSQL server of `baseUrl`; answers its URL. */
export async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function table(rows: Measured[], baseline: Measured): string {
  const lines = [
    '| target | req/s | p50 ms | p99 ms | ratio to baseline | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const ratio = r === baseline ? '1.00' : (r.reqPerSec / baseline.reqPerSec).toFixed(2);
    lines.push(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} / ${r.non2xx} |`);
  }
  return lines.join('\n');
}
