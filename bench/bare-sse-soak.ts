/**
 * The soak's noise floor: bench/bare-sse-server.ts (no database, no work but sending) with the live-bettors
 * clients, for BENCH_MINUTES minutes (10), printing each minute's p99 send → arrival and its spread from
 * minute 2 on, as bench/live-bettors.ts prints the server's. What the bare server's own per-minute p99 does
 * on this machine is what "flat" can mean for ours.
 *
 *   node --import tsx bench/bare-sse-soak.ts      (BENCH_CLIENTS, BENCH_MINUTES)
 */
import { percentile, progress, startProcess, stopProcess } from './lib';
import { connect } from './live-clients';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_800);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const port = 3902;
const child = await startProcess(
  ['--import', 'tsx', 'bench/bare-sse-server.ts'],
  { PORT: String(port) },
  'bare sse ready',
);
const minutes: number[][] = [[]];
const closes = Array.from({ length: CLIENTS }, () =>
  connect(`http://127.0.0.1:${port}/`, {}, (f) => minutes.at(-1)!.push(f.at - Number(f.data.sentAt))),
);
for (let m = 1; m <= MINUTES; m++) {
  progress(`minute ${m} of ${MINUTES}`);
  await new Promise((r) => setTimeout(r, 60_000));
  if (m < MINUTES) minutes.push([]);
}
for (const close of closes) close();
await stopProcess(child);

const p99s = minutes.map((samples) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    99,
  ),
);
console.log(`${new Date().toISOString()}: bare SSE server, ${CLIENTS} connections, ${MINUTES} minutes\n`);
console.log('| minute | samples | p99 send → arrival ms |\n|---:|---:|---:|');
p99s.forEach((p99, i) => console.log(`| ${i + 1} | ${minutes[i]!.length} | ${p99} |`));
const after = p99s.slice(1);
const spread = ((Math.max(...after) - Math.min(...after)) / Math.min(...after)) * 100;
console.log(`\nFrom minute 2 to ${MINUTES}: p99 spread ${spread.toFixed(1)} % (max − min over min).`);
