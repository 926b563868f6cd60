// `npm test`: the whole suite in three lanes side by side, each a row of commands:
//   node     vitest: unit, PGlite, PostgreSQL (when TEST_DATABASE_URL is set)
//   browser  vitest: e2e (the member app and the games, one file at a time, its own server)
//   admin    typecheck, lint, then vitest: e2e-admin (the back office, one file at a time, its own server)
// In one vitest run the browser projects start only once every node test has finished (vitest runs the
// projects that take one file at a time after the others) and CI took 28 minutes; side by side, the node
// tests use the time the browser tests spend waiting on Chromium and the live tables' clocks
// (docs/decisions/106-suite-in-lanes.md).
//
// The node lane's output streams as it comes, the others' lines are prefixed with their lane. The last
// lines give each lane's time and add the runs' counts up: "Tests: N passed, N failed, N skipped" (what CI
// reads). Arguments (a path filter, say) go to every vitest run; a run left with no file passes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
const vitest = (...projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--passWithNoTests',
  ...extra,
];
const lanes = {
  node: [vitest('unit', 'pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : []))],
  browser: [vitest('e2e')],
  // The checks first: with a path filter (a quick local run) they are skipped.
  admin: [
    ...(extra.length
      ? []
      : [
          ['npm', 'run', 'typecheck'],
          ['npm', 'run', 'lint'],
        ]),
    vitest('e2e-admin'),
  ],
};

const total = { passed: 0, failed: 0, skipped: 0 };

/** Runs one command, its lines prefixed; resolves with its exit code (its "Tests:" line added to `total`). */
function run([command, ...args], prefix) {
  const bin =
    command === 'npm' ? 'npm' : new URL(`../node_modules/.bin/${command}`, import.meta.url).pathname;
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => {
      const counts = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/.exec(line);
      if (counts) ['passed', 'failed', 'skipped'].forEach((k, i) => (total[k] += Number(counts[i + 1])));
      out.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** A lane's commands one after the other (the rest still run when one fails: every failure is seen). */
async function lane(name, commands) {
  const started = Date.now();
  let failed = false;
  for (const command of commands)
    failed = (await run(command, name === 'node' ? '' : `[${name}] `)) !== 0 || failed;
  return { name, failed, seconds: Math.round((Date.now() - started) / 1000) };
}

const ended = await Promise.all(Object.entries(lanes).map(([name, commands]) => lane(name, commands)));
process.stdout.write(
  `\nTime per lane: ${ended.map((l) => `${l.name} ${l.seconds} s${l.failed ? ' (failed)' : ''}`).join(', ')}\n` +
    `Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`,
);
process.exit(ended.some((l) => l.failed) ? 1 : 0);
