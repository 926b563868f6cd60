import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILD_ROOT, REPO_ROOT, SERVER_MAIN } from './paths';

/**
 * Builds the server bundle and the web app into the e2e run's own folder (see paths.ts), each only when
 * its sources changed since the last e2e build. The same tsup and Vite configs as `npm run build`, only
 * another output folder.
 */

const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/tsup.config.ts',
  'apps/server/package.json',
  'packages/contracts/src',
  'package-lock.json',
];
/** Each browser app, and the packages it builds from (the shared theme, helpers and build steps in web-kit). */
const WEB_INPUTS = ['apps/web', 'packages/contracts/src', 'packages/web-kit', 'package-lock.json'];
const ADMIN_INPUTS = ['apps/admin', 'packages/contracts/src', 'packages/web-kit', 'package-lock.json'];
const GAMES_INPUTS = ['apps/games', 'packages/contracts/src', 'packages/web-kit', 'package-lock.json'];
/** What the bundle reads from apps/server at run time, linked into the mirror. */
const SERVER_LINKS = ['drizzle.config.ts', 'drizzle'];
const WEB_DIST = join(BUILD_ROOT, 'apps', 'web', 'dist');
const ADMIN_DIST = join(BUILD_ROOT, 'apps', 'admin', 'dist');
const GAMES_DIST = join(BUILD_ROOT, 'apps', 'games', 'dist');
const STAMP = join(BUILD_ROOT, 'stamp.json');
const LOCK = join(BUILD_ROOT, '.lock');
const LOCK_STALE_MS = 5 * 60_000;

/** The newest modification time under the given repository paths (build outputs and packages skipped). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      visit(join(path, entry));
    }
  };
  for (const path of paths) visit(join(REPO_ROOT, path));
  return newest;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Production builds, as `npm start` serves them (vitest sets NODE_ENV=test, which makes Vite bundle React's dev build).
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name);

function linkServerFiles() {
  const serverDir = join(BUILD_ROOT, 'apps', 'server');
  mkdirSync(serverDir, { recursive: true });
  for (const name of SERVER_LINKS) {
    const link = join(serverDir, name);
    if (!existsSync(link)) symlinkSync(join(REPO_ROOT, 'apps', 'server', name), link);
  }
}

/** An exclusive lock between e2e runs started at the same time; a holder that died is taken over. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

interface Stamp {
  /** The newest source time each build saw when it started. */
  server: number;
  web: number;
  admin: number;
  games: number;
}

function readStamp(): Stamp {
  try {
    return {
      server: 0,
      web: 0,
      admin: 0,
      games: 0,
      ...(JSON.parse(readFileSync(STAMP, 'utf8')) as Partial<Stamp>),
    };
  } catch {
    return { server: 0, web: 0, admin: 0, games: 0 };
  }
}

/** Builds what is missing or stale; answers what it built, for the log. */
export function ensureBuild(): Promise<string[]> {
  return withLock(async () => {
    linkServerFiles();
    const stamp = readStamp();
    const built: string[] = [];
    const serverNewest = newestMtime(SERVER_INPUTS);
    if (!existsSync(SERVER_MAIN) || serverNewest > stamp.server) {
      await run(bin('tsup'), ['--out-dir', dirname(SERVER_MAIN)], join(REPO_ROOT, 'apps', 'server'));
      stamp.server = serverNewest;
      built.push('server');
    }
    const webNewest = newestMtime(WEB_INPUTS);
    if (!existsSync(join(WEB_DIST, 'user', 'index.html')) || webNewest > stamp.web) {
      const webDir = join(REPO_ROOT, 'apps', 'web');
      // Relative: the landing prerender joins the output folder onto the web root.
      const outDir = relative(webDir, WEB_DIST);
      await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], webDir);
      stamp.web = webNewest;
      built.push('web');
    }
    const adminNewest = newestMtime(ADMIN_INPUTS);
    if (!existsSync(join(ADMIN_DIST, 'index.html')) || adminNewest > stamp.admin) {
      const adminDir = join(REPO_ROOT, 'apps', 'admin');
      await run(
        bin('vite'),
        ['build', '--outDir', relative(adminDir, ADMIN_DIST), '--emptyOutDir', '--logLevel', 'warn'],
        adminDir,
      );
      stamp.admin = adminNewest;
      built.push('admin');
    }
    const gamesNewest = newestMtime(GAMES_INPUTS);
    if (!existsSync(join(GAMES_DIST, 'index.html')) || gamesNewest > stamp.games) {
      const gamesDir = join(REPO_ROOT, 'apps', 'games');
      await run(
        bin('vite'),
        ['build', '--outDir', relative(gamesDir, GAMES_DIST), '--emptyOutDir', '--logLevel', 'warn'],
        gamesDir,
      );
      stamp.games = gamesNewest;
      built.push('games');
    }
    writeFileSync(STAMP, JSON.stringify(stamp));
    return built;
  });
}
