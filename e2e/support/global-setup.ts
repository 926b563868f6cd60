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
  const server = await startServer();
  const what = built.length ? `built ${built.join(' and ')}, ` : '';
  console.log(`e2e: ${what}server on ${server.baseUrl} in ${Date.now() - started} ms (log: ${SERVER_LOG})`);
  project.provide('e2e', { baseUrl: server.baseUrl, chromium: chromiumPath() });
  return () => server.stop();
}
