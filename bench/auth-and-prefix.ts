/**
 * Foundation benchmark: GET /v2/prefix and GET /auth-service/v1/refresh on PostgreSQL against a bare
 * Fastify route, measured in the same run, 50 connections (autocannon). refresh runs twice: with one
 * member's token, and with 50 members' tokens, one per connection. The last rows, for the analysis only,
 * run the four queries a refresh made before it became one statement
 * (docs/decisions/011-user-info-one-statement.md) straight through `pg` (50 connections, no HTTP): the
 * ceiling that design's round trips put on refresh. Prints a markdown table for docs/BENCHMARKS.md.
 *
 *   npm run bench:foundation    (BENCH_SECONDS to change the run)
 */
import { freePort } from '../apps/server/test/free-port';
import { memberHeaders, siteHeaders } from '../apps/server/test/crash/live-server';
import pg from 'pg';
import { hashToken } from '../apps/server/src/lib/tokens';
import {
  closedLoop,
  freshDatabase,
  inRounds,
  machine,
  measure,
  registerMembers,
  startChokdee,
  startProcess,
  stopProcess,
  stopServer,
  table,
  SECONDS,
} from './lib';

const CONNECTIONS = 50;

/**
 * The four reads refresh made before it was one statement (member, accounts, totals, active bonus) as raw SQL
 * (docs/decisions/011-user-info-one-statement.md).
 */
async function rawRefreshQueries(url: string, token: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  try {
    const hash = hashToken(token);
    const [session] = (
      await pool.query<{ member_id: string }>('select member_id from sessions where token_hash = $1', [hash])
    ).rows;
    const id = session!.member_id;
    const accounts = [
      'mainWallet',
      'gameWallet',
      'affiliateWallet',
      'cashbackWallet',
      'residualWallet',
      'prizeWallet',
    ].map((w) => `member:${id}:${w}`);
    const queries: Array<[string, unknown[]]> = [
      ['select * from members where id = $1', [id]],
      ['select * from ledger_accounts where member_id = $1', [id]],
      [
        `select kind, coalesce(sum(amount) filter (where to_account_id = any($1)), 0)::text,
           coalesce(sum(amount) filter (where from_account_id = any($1)), 0)::text
         from ledger_transfers where kind = any($2) and (to_account_id = any($1) or from_account_id = any($1))
         group by kind`,
        [accounts, ['deposit', 'withdrawal']],
      ],
      ["select * from member_bonuses where member_id = $1 and status = 'active'", [id]],
    ];
    // Unnamed statements (parsed and planned on every call, as drizzle sends them), then named ones
    // (prepared once per connection), to show what planning costs on this machine.
    const plain = await closedLoop('raw pg: the 4 queries refresh made before (analysis only, no HTTP)', {
      concurrency: CONNECTIONS,
      op: async () => {
        for (const [text, values] of queries) await pool.query(text, values);
      },
    });
    const prepared = await closedLoop('raw pg: those 4 queries, named prepared statements (analysis)', {
      concurrency: CONNECTIONS,
      op: async () => {
        for (const [n, [text, values]] of queries.entries())
          await pool.query({ name: `q${n}`, text, values });
      },
    });
    return [plain, prepared];
  } finally {
    await pool.end();
  }
}

const db = await freshDatabase('chokdee_bench_foundation');
const barePort = await freePort();
const bare = await startProcess(
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(barePort) },
  'bare server ready',
);
const server = await startChokdee(db.url);
try {
  // One member for the single-token row, then one per connection, as 50 phones would hold them:
  // concurrent refreshes of different members.
  const [first, ...others] = await registerMembers(server.base, 1 + CONNECTIONS);
  const token = first!.token;
  const [baseline, prefix, refresh, refreshMany] = await inRounds([
    () =>
      measure('bare Fastify route (baseline)', {
        url: `http://127.0.0.1:${barePort}/bare`,
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    async () => ({
      ...(await measure('GET /v2/prefix', {
        url: `${server.base}/v2/prefix`,
        headers: siteHeaders,
        connections: CONNECTIONS,
        seconds: SECONDS,
      })),
      target: { minRatio: 0.6, maxP99: 20 },
    }),
    async () => ({
      ...(await measure('GET /auth-service/v1/refresh', {
        url: `${server.base}/auth-service/v1/refresh`,
        headers: memberHeaders(token),
        connections: CONNECTIONS,
        seconds: SECONDS,
      })),
      target: { minRatio: 0.3, maxP99: 20 },
    }),
    async () => ({
      ...(await measure(`GET /auth-service/v1/refresh, ${CONNECTIONS} members (a connection each)`, {
        url: `${server.base}/auth-service/v1/refresh`,
        headersPerConnection: others.map((m) => memberHeaders(m.token)),
        connections: CONNECTIONS,
        seconds: SECONDS,
      })),
      target: { minRatio: 0.3, maxP99: 20 },
    }),
  ]);
  const refreshQueries = await rawRefreshQueries(db.url, token);
  console.log(`\n${machine(CONNECTIONS)}\n`);
  console.log(table([baseline!, prefix!, refresh!, refreshMany!, ...refreshQueries], baseline!));
} finally {
  await stopServer(server);
  await stopProcess(bare);
  await db.drop();
}
