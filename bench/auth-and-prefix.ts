/**
 * Issue #2 benchmark: GET /v2/prefix and GET /auth-service/v1/refresh on PostgreSQL against a bare
 * Fastify route, measured in the same run, 50 connections. Prints a markdown table for docs/BENCHMARKS.md.
 *
 *   npm run build -w @chokdee/server && node --import tsx bench/auth-and-prefix.ts
 */
import os from 'node:os';
import { freshDatabase, measure, startProcess, stopProcess, table } from './lib';

const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SITE = { 'x-api-key': 'demo-site-key', 'accept-language': 'th' };

async function registerAndLogin(base: string): Promise<string> {
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...SITE, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { token?: string }; authToken?: string; message?: string };
    if (!res.ok) throw new Error(`${path}: ${json.message}`);
    return json;
  };
  const account = { BankAccount: '4567890123', BankCode: '004' };
  const bank = await post('/auth-service/v1/checkBank', account);
  await post(
    '/auth-service/v1/signup',
    { phoneNumber: '0891234567', Password: 'bench123', Confirm_Password: 'bench123', ...account },
    { tokenBank: bank.data!.token! },
  );
  return (await post('/auth-service/v1/login', { phoneNumber: '0891234567', Password: 'bench123' }))
    .authToken!;
}

const databaseUrl = await freshDatabase(PG, 'chokdee_bench');
const bare = await startProcess(
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: '3900' },
  'bare server ready',
);
const server = await startProcess(
  ['apps/server/dist/main.js'],
  {
    PORT: '3901',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SERVE_WEB: '0',
    NODE_ENV: 'development',
  },
  'Chokdee is running',
);
try {
  const token = await registerAndLogin('http://127.0.0.1:3901');
  const baseline = await measure('bare Fastify route (baseline)', {
    url: 'http://127.0.0.1:3900/bare',
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const prefix = await measure('GET /v2/prefix', {
    url: 'http://127.0.0.1:3901/v2/prefix',
    headers: SITE,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const refresh = await measure('GET /auth-service/v1/refresh', {
    url: 'http://127.0.0.1:3901/auth-service/v1/refresh',
    headers: { ...SITE, authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  console.log(
    `\n${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s\n`,
  );
  console.log(table([baseline, prefix, refresh], baseline));
} finally {
  await stopProcess(server);
  await stopProcess(bare);
}
