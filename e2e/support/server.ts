import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from '../../apps/server/test/db-url';
import { freePort } from '../../apps/server/test/free-port';
import { BUILD_ROOT, SERVER_MAIN } from './paths';
import { E2E_SECRETS } from './secrets';

/** The server's output of the latest e2e run, kept after the run for debugging. */
export const SERVER_LOG = join(BUILD_ROOT, 'server.log');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const logTail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

export interface ServerDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A new PostgreSQL database (TEST_DATABASE_URL), which several servers may share as one site. */
export async function newPostgresDatabase(): Promise<ServerDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `chokdee_e2e_${process.pid}_${Date.now()}`;
  await adminQuery(base, `create database ${name}`);
  return {
    env: { DATABASE_URL: databaseUrl(base, name) },
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database for the run: a new PostgreSQL database when TEST_DATABASE_URL is set, else an empty
 * PGlite folder. The server migrates and seeds the demo content on start.
 */
async function freshDatabase(scratch: string): Promise<ServerDatabase> {
  if (!process.env.TEST_DATABASE_URL)
    return { env: { DATA_DIR: join(scratch, 'pglite') }, drop: async () => {} };
  return newPostgresDatabase();
}

async function waitReady(baseUrl: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the e2e server exited (${child.exitCode}):\n${logTail(logFile)}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${logTail(logFile)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ServerOptions {
  /** A database the caller made and drops (several servers as one site); else a fresh one of its own. */
  database?: ServerDatabase;
  /** Added to the server's environment (REDIS_URL…). */
  env?: Record<string, string>;
  /** Where its output goes (SERVER_LOG when not given). */
  logFile?: string;
}

/** Starts the built server (node apps/server/dist/main.js of the e2e build) on a free port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'chokdee-e2e-'));
  const database = options.database
    ? { env: options.database.env, drop: async () => {} }
    : await freshDatabase(scratch);
  const port = await freePort();
  const logFile = options.logFile ?? SERVER_LOG;
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: scratch,
    // A clean environment: nothing of the developer's shell (DATABASE_URL, REDIS_URL…) leaks in.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      // One spin ticket per 100 baht of play, so the rewards test earns one with a single slot spin.
      SPIN_TICKET_EVERY_BAHT: '100',
      // Live tables at half pace (7.5 s of betting, a card every 0.5 s): the same rounds, sooner.
      LIVE_PACE_PERCENT: '50',
      ...E2E_SECRETS,
      ...database.env,
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // Should the test run die without its teardown, the server goes with it rather than lingering.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', orphanGuard);
    await stopChild(child);
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitReady(baseUrl, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
