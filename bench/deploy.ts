/**
 * Deploy benchmark: what PgBouncer in transaction mode and nginx cost (deploy/). One database, four ways
 * in, each its own built server process, measured in turn in rounds against the first:
 *
 * - PostgreSQL directly: named statements with generic plans, as without a pooler (baseline);
 * - pooled mode on PostgreSQL directly (DATABASE_DIRECT_URL set to the same URL): every statement unnamed,
 *   so this row alone is the cost of giving up named statements;
 * - pooled mode through PgBouncer 1.18 (deploy/pgbouncer/pgbouncer.ini: transaction mode, 20 server
 *   connections): the statements and the extra hop;
 * - nginx (deploy/nginx/chokdee.conf) in front of the baseline server;
 * - nginx in front of two processes: the baseline server and a second one like it (the proxy's cost with
 *   the work shared, on the same two cores).
 *
 * Rows: GET /auth-service/v1/refresh with 50 members (a connection each; two named statements per call)
 * and seamless-wallet bet + win pairs (32 workers; the session and member statements). Prints markdown
 * tables for docs/BENCHMARKS.md. Needs /usr/sbin/pgbouncer and /usr/sbin/nginx (Debian packages).
 *
 *   npm run bench:deploy    (BENCH_SECONDS, BENCH_ROUNDS to change the run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMBER_TIMEOUTS } from '../apps/server/src/db/timeouts';
import { signBody } from '../apps/server/src/lib/wallet-signature';
import { adminQuery } from '../apps/server/test/db-url';
import { LIVE_KEYS, memberHeaders } from '../apps/server/test/crash/live-server';
import { proxyBinariesMissing, startNginx, startPgBouncer } from '../apps/server/test/crash/proxy-stack';
import {
  closedLoop,
  freshDatabase,
  fundMembers,
  httpClient,
  inRounds,
  machine,
  measure,
  PG_BASE,
  progress,
  registerMembers,
  startChokdee,
  stopServer,
  table,
  SECONDS,
  type Measured,
} from './lib';

const CONNECTIONS = 50;
const WORKERS = 32;
const STAKE = 1_000;
const POOL = '32';

const missing = proxyBinariesMissing();
if (missing) throw new Error(missing);
const name = 'chokdee_bench_deploy';
const db = await freshDatabase(name);
const dir = mkdtempSync(join(tmpdir(), 'chokdee-bench-deploy-'));
// The member-call limits on the database, as deploy/README.md sets them for the pooler's connections.
await adminQuery(PG_BASE, `alter database ${name} set statement_timeout = ${MEMBER_TIMEOUTS.statementMs}`);
await adminQuery(PG_BASE, `alter database ${name} set lock_timeout = ${MEMBER_TIMEOUTS.lockMs}`);
const bouncer = await startPgBouncer(dir, PG_BASE, name);
const direct = await startChokdee(db.url, { DATABASE_POOL_SIZE: POOL });
const unnamed = await startChokdee(db.url, { DATABASE_POOL_SIZE: POOL, DATABASE_DIRECT_URL: db.url });
const pooled = await startChokdee(bouncer.url, { DATABASE_POOL_SIZE: POOL, DATABASE_DIRECT_URL: db.url });
const second = await startChokdee(db.url, { DATABASE_POOL_SIZE: POOL });
const portOf = (server: { base: string }) => Number(new URL(server.base).port);
const nginx = await startNginx(join(dir, 'one'), [portOf(direct)]);
const nginxTwo = await startNginx(join(dir, 'two'), [portOf(direct), portOf(second)]);
const ways = [
  { label: 'PostgreSQL directly, named statements (baseline)', base: direct.base },
  { label: 'pooled mode on PostgreSQL directly: unnamed statements', base: unnamed.base },
  { label: 'pooled mode through PgBouncer 1.18 (transaction mode)', base: pooled.base },
  { label: 'nginx in front of the baseline process', base: nginx.base },
  { label: 'nginx in front of two processes', base: nginxTwo.base },
];

try {
  progress(`registering ${CONNECTIONS} members`);
  const members = await registerMembers(direct.base, CONNECTIONS);
  await fundMembers(direct.base, members, 100_000_000, 'D');

  const refresh = await inRounds(
    ways.map(
      (way) => () =>
        measure(`refresh, ${CONNECTIONS} members: ${way.label}`, {
          url: `${way.base}/auth-service/v1/refresh`,
          headersPerConnection: members.map((m) => memberHeaders(m.token)),
          connections: CONNECTIONS,
          seconds: SECONDS,
        }),
    ),
  );

  // Bet + win pairs: every call a new transaction id (this run, this way, this round, this pair).
  const run = Date.now().toString(36);
  const clients = ways.slice(0, 3).map((way) => httpClient(way.base, WORKERS));
  const walletCall = async (client: (typeof clients)[number], kind: 'bet' | 'win', id: string, i: number) => {
    const body = JSON.stringify({
      username: members[i % members.length]!.gameUsername,
      transactionId: `${id}:${kind}`,
      roundId: id,
      gameCode: 'slot',
      amount: STAKE,
    });
    const res = await client.post<{ status: string }>(`/provider/v1/HOUSE/${kind}`, body, {
      'x-signature': signBody(LIVE_KEYS.HOUSE_PROVIDER_SECRET, body),
    });
    if (res.status !== 200 || res.body.status !== 'RS_OK') throw new Error(`${kind}: ${res.body.status}`);
  };
  const wallet: Measured[] = await inRounds(
    clients.map(
      (client, w) => (round) =>
        closedLoop(`bet + win pairs: ${ways[w]!.label}`, {
          concurrency: WORKERS,
          op: async (_worker, i) => {
            const id = `${run}:${w}:${round}:${i}`;
            await walletCall(client, 'bet', id, i);
            await walletCall(client, 'win', id, i);
          },
        }),
    ),
  );
  for (const client of clients) client.close();

  console.log(`\n${machine(CONNECTIONS)}; ${bouncer.version}, ${nginx.version}\n`);
  console.log(table(refresh, refresh[0]!));
  console.log(`\n${machine(WORKERS)} (closed loop)\n`);
  console.log(table(wallet, wallet[0]!, 'pairs/s'));
} finally {
  for (const server of [direct, second, unnamed, pooled]) await stopServer(server);
  await nginx.stop();
  await nginxTwo.stop();
  await bouncer.stop();
  rmSync(dir, { recursive: true, force: true });
  await db.drop();
}
