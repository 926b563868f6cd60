import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure logic ("unit"), and every database test (*.int.test.ts) twice, on the embedded
 * PGlite and, when TEST_DATABASE_URL is set (.ci/run sets it), on a real PostgreSQL server.
 */
const dbTests = ['apps/server/**/*.int.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    setupFiles: ['./apps/server/test/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: [...dbTests, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: dbTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./apps/server/test/setup/global-pglite.ts'],
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
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
