/**
 * Live table fan-out: BENCH_MEMBERS members (500) connected to one live baccarat table's event stream
 * (GET /house/api/live/tables/bac-1/events), each with its own house session, for BENCH_MINUTES minutes.
 * Measured in the same run against bench/bare-sse-server.ts (a bare Node server writing one event a
 * second to the same number of connections), with the same client code:
 *  - latency of the `phase` events that open betting: the server states when it sent them (betsCloseAt
 *    minus msLeft, both on its clock), so arrival minus that is the true delivery time;
 *  - spread of every round event (phase, card, result, shoe): arrival minus the first member's arrival;
 *  - the server's resident memory every 10 s while every minute a tenth of the members reconnect.
 *
 *   npm run bench:live        (BENCH_MEMBERS, BENCH_MINUTES=30 for the memory run)
 */
import { freshDatabase, progress, registerMembers, startChokdee, stopServer } from './lib';
import { bareSseBaseline, connect, openHouseSessions, rssMb, summary, type Frame } from './live-clients';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const TABLE = 'bac-1';
const ROUND_EVENTS = new Set(['phase', 'card', 'result', 'shoe']);

const db = await freshDatabase('chokdee_bench_live');
const server = await startChokdee(db.url);
try {
  progress(`registering ${MEMBERS} members`);
  const members = await registerMembers(server.base, MEMBERS, 8);
  progress('opening house sessions');
  const sessions = await openHouseSessions(server.base, members);

  const url = `${server.base}/house/api/live/tables/${TABLE}/events`;
  const firstArrival = new Map<string, number>();
  const arrivals: { key: string; at: number }[] = [];
  const phaseLatency: number[] = [];
  const onFrame = (f: Frame) => {
    if (!ROUND_EVENTS.has(f.type)) return;
    const d = f.data;
    const key = `${f.type}:${String(d.roundId ?? d.tableId)}:${String(d.phase ?? d.index ?? '')}:${String((d.shoe as { id?: string } | undefined)?.id ?? '')}`;
    if (!firstArrival.has(key) || firstArrival.get(key)! > f.at) firstArrival.set(key, f.at);
    arrivals.push({ key, at: f.at });
    if (f.type === 'phase' && d.phase === 'betting') {
      phaseLatency.push(f.at - (Date.parse(String(d.betsCloseAt)) - Number(d.msLeft)));
    }
  };
  const closes = sessions.map((token) => connect(url, { authorization: `Bearer ${token}` }, onFrame));

  const pid = server.child.pid!;
  const memory: { minute: number; mb: number }[] = [];
  const started = Date.now();
  progress(`${MEMBERS} streams open; measuring ${MINUTES} min`);
  while (Date.now() - started < MINUTES * 60_000) {
    await new Promise((r) => setTimeout(r, 10_000));
    const minute = (Date.now() - started) / 60_000;
    memory.push({ minute, mb: rssMb(pid) });
    // Every minute a tenth of the members drop their stream and reconnect, as phones do.
    if (Math.round(minute * 6) % 6 === 0) {
      for (let i = 0; i < MEMBERS / 10; i++) {
        const n = Math.floor(Math.random() * MEMBERS);
        closes[n]!();
        closes[n] = connect(url, { authorization: `Bearer ${sessions[n]}` }, onFrame);
      }
    }
  }
  for (const close of closes) close();

  const spread = summary(arrivals.map((a) => a.at - firstArrival.get(a.key)!));
  const phase = summary(phaseLatency);
  progress('baseline: bare SSE server, same clients');
  const bare = await bareSseBaseline(MEMBERS, Math.min(60, MINUTES * 20));
  const firstFive = memory.filter((m) => m.minute <= Math.min(5, MINUTES / 2)).map((m) => m.mb);
  const lastFive = memory.filter((m) => m.minute >= MINUTES - Math.min(5, MINUTES / 2)).map((m) => m.mb);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const ms = (x: number) => x.toFixed(1);
  process.stdout.write(
    [
      `${new Date().toISOString()}: ${MEMBERS} members on ${TABLE}, ${MINUTES} min, PostgreSQL`,
      '',
      '| what | deliveries | p50 ms | p99 ms | max ms | ratio p99 to baseline |',
      '|---|---:|---:|---:|---:|---:|',
      `| bare SSE server (baseline) | ${bare.n} | ${ms(bare.p50)} | ${ms(bare.p99)} | ${ms(bare.max)} | baseline |`,
      `| betting opens (\`phase\`), send → arrival | ${phase.n} | ${ms(phase.p50)} | ${ms(phase.p99)} | ${ms(phase.max)} | ${(phase.p99 / Math.max(bare.p99, 1)).toFixed(2)} |`,
      `| every round event, spread after the first member | ${spread.n} | ${ms(spread.p50)} | ${ms(spread.p99)} | ${ms(spread.max)} | ${(spread.p99 / Math.max(bare.p99, 1)).toFixed(2)} |`,
      '',
      `Server memory (RSS): first ${Math.min(5, MINUTES / 2)} min ${avg(firstFive).toFixed(0)} MB, last ` +
        `${Math.min(5, MINUTES / 2)} min ${avg(lastFive).toFixed(0)} MB, max ${Math.max(...memory.map((m) => m.mb)).toFixed(0)} MB ` +
        `(${memory.length} samples, a tenth of the members reconnecting every minute).`,
      '',
    ].join('\n'),
  );
} finally {
  await stopServer(server);
  await db.drop();
}
