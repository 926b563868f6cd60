import { defineConfig } from 'vitest/config';

/**
 * Five projects: pure logic ("unit"), every database test (*.int.test.ts) twice, on the embedded PGlite and,
 * when TEST_DATABASE_URL is set (.ci/run sets it), on a real PostgreSQL server (the round-trip counts,
 * *.pg.int.test.ts, on PostgreSQL only), and the browser tests ("e2e": the built server in Chromium; skipped
 * with a message when Chromium is missing; the back office's in "e2e-admin", on a server of their own).
 * A sixth, "sim", only with SIM set: the house games' simulations, a million rounds each (`npm run sim`,
 * SIM=1), or on the same fixed seeds only the rounds that catch a wrong paytable (`npm run sim:short`,
 * SIM=short, which .ci/run adds after `npm test`): house/simulation-plan.ts.
 */
const dbTests = ['apps/server/**/*.int.test.ts'];
/** Simulations and exhaustive enumerations of the house games (*.sim.test.ts): not in `npm test`. */
const simulations = ['apps/**/*.sim.test.ts', 'packages/**/*.sim.test.ts'];
/** Tests of what only a networked server has (round trips per call): PostgreSQL only. */
const postgresOnly = ['apps/server/**/*.pg.int.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;
/** The back office's browser tests: they change site-wide settings, so they run apart (below). */
const backOfficeE2e = ['e2e/admin-*.e2e.test.ts'];
/**
 * A page's answer can take a few seconds while the node tests run beside the browser tests
 * (scripts/run-suite.mjs): `expect.poll` waits up to 10 s, not vitest's default 1 s (a lobby's list was
 * seen to miss it). A poll that must be quicker says so itself.
 */
const browserExpect = { poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    setupFiles: ['./apps/server/test/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, the whole suite in a row.
    // Two workers, and the node tests share a worker's loaded modules between files (`isolate: false`):
    // each file opens its own database, app and Redis prefix, so nothing of one file reaches the next.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: [...dbTests, ...simulations, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          isolate: false,
          include: dbTests,
          exclude: [...postgresOnly, '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./apps/server/test/setup/global-pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: [...backOfficeE2e, '**/node_modules/**'],
          globalSetup: ['./e2e/support/global-setup.ts'],
          setupFiles: ['./e2e/support/setup.ts'],
          // One browser file at a time: two at once share the 2 cores with the server and Chromium, and
          // the live tables' timings (a 15 s betting phase) then miss. `npm test` runs this project beside
          // the node tests, in a vitest run of its own (scripts/run-suite.mjs).
          fileParallelism: false,
          testTimeout: 60_000,
          expect: browserExpect,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-admin',
          include: backOfficeE2e,
          // A server of its own, and one file at a time: these tests change what every member sees
          // (promotions, the wheel, channels, maintenance mode), which must not reach another test midway.
          globalSetup: ['./e2e/support/global-setup.ts'],
          setupFiles: ['./e2e/support/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          expect: browserExpect,
        },
      },
      ...(process.env.SIM
        ? [{ extends: true, test: { name: 'sim', include: simulations, testTimeout: 600_000 } }]
        : []),
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                isolate: false,
                include: dbTests,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['./apps/server/test/setup/global-postgres.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
