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
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../apps/server/test/free-port';
import { memberHeaders } from '../apps/server/test/crash/live-server';
import {
  freshDatabase,
  fundMembers,
  progress,
  registerMembers,
  startChokdee,
  startProcess,
  stopProcess,
  stopServer,
} from './lib';
import { openHouseSessions, rssMb, summary } from './live-clients';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 60);
const BARE_RATE = Number(process.env.BENCH_SOAK_BARE_RATE ?? 60);
const MEMBERS = Number(process.env.BENCH_SOAK_MEMBERS ?? 200);
const WARMUP_MS = 60_000;

type Send = () => Promise<number>;

/** A keep-alive client: answers the status; the body is read and dropped. */
function client(base: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(base);
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: payload
            ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Calls `pick()`'s operation `rate` times a second on a fixed schedule until `stop()`: each latency is
 * recorded with the time it started at; a failure (non-2xx or no answer) is counted.
 */
function openLoop(rate: number, pick: () => Send) {
  const samples: { at: number; ms: number }[] = [];
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
      pick()()
        .then((status) => {
          if (status >= 300) failures++;
          else samples.push({ at, ms: performance.now() - t0 });
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

const db = await freshDatabase('chokdee_bench_soak');
const server = await startChokdee(db.url);
const barePort = await freePort();
const bare = await startProcess(
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(barePort) },
  'bare server ready',
);
try {
  progress(`registering and funding ${MEMBERS} members`);
  const members = await registerMembers(server.base, MEMBERS, 8);
  await fundMembers(server.base, members, 10_000_000, 'SOAK');
  const sessions = await openHouseSessions(server.base, members);

  const chokdee = client(server.base, 64);
  const bareClient = client(`http://127.0.0.1:${barePort}`, 16);
  const any = () => Math.floor(Math.random() * MEMBERS);
  const mix: Array<[share: number, op: () => Send]> = [
    [
      0.5,
      () => {
        const n = any();
        return () =>
          chokdee.send(
            'POST',
            '/house/api/rounds',
            { authorization: `Bearer ${sessions[n]!}` },
            { game: 'slot', bet: 1 },
          );
      },
    ],
    [0.3, () => () => chokdee.send('GET', '/auth-service/v1/refresh', memberHeaders(members[any()]!.token))],
    [
      0.2,
      () => () => chokdee.send('GET', '/house/api/rounds', { authorization: `Bearer ${sessions[any()]!}` }),
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
  const baseline = openLoop(BARE_RATE, () => () => bareClient.send('GET', '/bare', {}));
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  const started = Date.now();
  const memory: { minute: number; mb: number }[] = [];
  progress(`measuring ${MINUTES} min`);
  while (Date.now() - started < MINUTES * 60_000) {
    await new Promise((r) => setTimeout(r, 10_000));
    memory.push({ minute: (Date.now() - started) / 60_000, mb: rssMb(server.child.pid!) });
  }
  load.stop();
  baseline.stop();
  await new Promise((r) => setTimeout(r, 2_000));
  chokdee.close();
  bareClient.close();

  const minuteOf = (samples: { at: number; ms: number }[], m: number) =>
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
  const spread = (xs: number[]) =>
    `${(((Math.max(...xs) - Math.min(...xs)) / Math.max(Math.min(...xs), 1e-9)) * 100).toFixed(1)} %`;
  const ms = (x: number) => x.toFixed(1);
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
      '',
    ].join('\n'),
  );
} catch (err) {
  process.stderr.write(`server output (last 4,000 characters):\n${server.output().slice(-4000)}\n`);
  throw err;
} finally {
  await stopProcess(bare);
  await stopServer(server);
  await db.drop();
}
