import type { TestProject } from 'vitest/node';
import { ensureBuild } from './build';
import { chromiumMissing, chromiumPath } from './chromium';
import { SERVER_LOG, startServer } from './server';
import './context';

/**
 * Once per e2e run: build (only what changed), start the real server on a fresh database, share its URL
 * with the test files, stop it afterwards. Without Chromium nothing starts and every e2e test is skipped.
 */
export default async function setup(project: TestProject) {
  const missing = chromiumMissing();
  if (missing) {
    console.warn(missing);
    project.provide('e2e', { skip: missing });
    return;
  }
  const started = Date.now();
  const built = await ensureBuild();
  // The back office's tests never open a live table: their server deals none (its dealer would only take
  // CPU from the tests running beside it, scripts/run-suite.mjs).
  const backOffice = project.name === 'e2e-admin';
  const logFile = backOffice ? SERVER_LOG.replace(/\.log$/, '-admin.log') : SERVER_LOG;
  const server = await startServer(backOffice ? { env: { LIVE_TABLES: '0' }, logFile } : { logFile });
  const what = built.length ? `built ${built.join(' and ')}, ` : '';
  console.log(`e2e: ${what}server on ${server.baseUrl} in ${Date.now() - started} ms (log: ${logFile})`);
  project.provide('e2e', { baseUrl: server.baseUrl, chromium: chromiumPath() });
  return () => server.stop();
}
