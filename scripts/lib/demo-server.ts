import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/test/free-port';
import { REPO, startProcess, stopProcess } from '../../bench/lib';

const WEB = join(REPO, 'apps/web');
const BUILT = join(WEB, 'dist/user/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds apps/web/dist, the folder the server serves (`npm run build -w @chokdee/web`, which also checks
 * the size budgets). `ifStale`: only when the build is missing or older than a file of the web app or
 * the contracts.
 */
export function buildWeb({ ifStale = false } = {}) {
  if (ifStale && existsSync(BUILT)) {
    const built = statSync(BUILT).mtimeMs;
    const sources = [join(WEB, 'src'), join(WEB, 'public'), join(REPO, 'packages/contracts/src')];
    if (sources.every((dir) => newestMtime(dir) < built)) return;
  }
  execFileSync('npm', ['run', 'build', '-w', '@chokdee/web'], { cwd: REPO, stdio: 'inherit' });
}

export interface DemoServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The real server (from source, with the demo secrets) on a free port and a fresh embedded database in
 * a temp DATA_DIR, serving the built web app. Whatever DATABASE_URL or REDIS_URL the shell has is ignored.
 */
export async function startDemoServer(): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chokdee-demo-'));
  const port = await freePort();
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  const child = await startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SERVE_WEB: '1',
    },
    'Chokdee is running',
  );
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
