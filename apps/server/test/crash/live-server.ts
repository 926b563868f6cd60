import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ROOT } from '../../src/lib/app-root';
import { freePort } from '../free-port';
import { signFeedBody } from '../../src/modules/deposits/feed-signature';

/**
 * A real server process and the HTTP calls a member, the bank feed or the operator make to it. Used by
 * the crash test (which runs the source with tsx, like main.test.ts) and by the benchmarks in bench/
 * (which run the built bundle). Not used by the server.
 */
export interface LiveServer {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** The demo keys and secrets, set explicitly so the test and the benchmarks sign with known values. */
export const LIVE_KEYS = {
  SITE_API_KEY: 'live-site-key-123',
  ADMIN_API_KEY: 'live-admin-key-123',
  BANK_FEED_SECRET: 'live-bank-feed-secret',
  HOUSE_PROVIDER_SECRET: 'live-house-provider-secret',
};

/**
 * Starts `node <args>` in apps/server and resolves once its start banner shows. `entry` is
 * `['--import', 'tsx', 'src/main.ts']` for the source or `['dist/main.js']` for the bundle. On a free port,
 * or on `env.PORT` (a process restarted behind a proxy comes back where the proxy expects it). An `env` value
 * left undefined is unset in the child (REDIS_URL: the bus then runs on PostgreSQL).
 */
export async function startServer(
  entry: string[],
  env: Record<string, string | undefined>,
): Promise<LiveServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, entry, {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SERVE_WEB: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...LIVE_KEYS,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Chokdee is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`server exited ${code ?? signal}:\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Sends `signal` and waits for the process to be gone. */
export function stopServer(server: LiveServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

export const siteHeaders = { 'x-api-key': LIVE_KEYS.SITE_API_KEY, 'accept-language': 'th' };
export const adminHeaders = { 'x-admin-key': LIVE_KEYS.ADMIN_API_KEY };
export const memberHeaders = (token: string) => ({ ...siteHeaders, authorization: `Bearer ${token}` });

export const FEED_PATH = '/fund-composite/v1/bank-statements';
export const WITHDRAW_PATH = '/fund-composite/v1/withdrawal';
/** The demo seed's KBANK receiving account (a deposit channel). */
export const DEMO_CHANNEL_ACCOUNT = '1234567890';

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | object;
}

/** One HTTP call; answers the status and JSON body, typed by the caller (throws when no answer came). */
export async function call<T = unknown>(
  base: string,
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const body = typeof opts.body === 'object' ? JSON.stringify(opts.body) : opts.body;
  const res = await fetch(`${base}${path}`, {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...opts.headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Like `call`, but any answer other than 200 throws with its message. */
export async function callOk<T = unknown>(base: string, path: string, opts: CallOptions = {}) {
  const res = await call<T>(base, path, opts);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface LiveMember {
  phoneNumber: string;
  BankAccount: string;
  BankCode: string;
  token: string;
  /** The member's game username (what a seamless partner names the player by). */
  gameUsername: string;
}

/**
 * Registers member number `n` through the real three steps (checkBank → signup → login); phone and
 * account are derived from `n`, so each run of a fresh database gets the same members.
 */
export async function registerOverHttp(base: string, n: number): Promise<LiveMember> {
  const phoneNumber = `08${String(10_000_000 + n).slice(-8)}`;
  const BankAccount = `7${String(n).padStart(9, '0')}`;
  const BankCode = '004';
  const Password = 'secret12';
  const bank = await callOk<{ data: { token: string } }>(base, '/auth-service/v1/checkBank', {
    headers: siteHeaders,
    body: { BankAccount, BankCode },
  });
  await callOk(base, '/auth-service/v1/signup', {
    headers: { ...siteHeaders, tokenBank: bank.data.token },
    body: { phoneNumber, Password, Confirm_Password: Password, BankAccount, BankCode },
  });
  const login = await callOk<{ authToken: string; data: { GameInfo: { username: string } } }>(
    base,
    '/auth-service/v1/login',
    {
      headers: siteHeaders,
      body: { phoneNumber, Password },
    },
  );
  return {
    phoneNumber,
    BankAccount,
    BankCode,
    token: login.authToken,
    gameUsername: login.data.GameInfo.username,
  };
}

export interface FeedDeposit {
  ref: string;
  toAccount: string;
  amount: number;
  time: string;
  fromBankCode: string;
  fromAccount: string;
}

/** A bank-feed transfer of `satang` from the member's bound account to the demo channel. */
export function depositFrom(member: LiveMember, ref: string, satang: number): FeedDeposit {
  return {
    ref,
    toAccount: DEMO_CHANNEL_ACCOUNT,
    amount: satang / 100,
    time: new Date().toISOString(),
    fromBankCode: member.BankCode,
    fromAccount: member.BankAccount,
  };
}

/** The signed feed request (body and headers) for these transactions, as the bank sends it. */
export function signedFeed(transactions: FeedDeposit[]) {
  const body = JSON.stringify({ transactions });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-signature': signFeedBody(body, LIVE_KEYS.BANK_FEED_SECRET),
    },
  };
}

export interface FeedAnswer {
  data: { results: Array<{ ref: string; status: string }> };
}

/** Posts a signed feed batch; answers each transaction's outcome by ref. */
export async function postFeed(base: string, transactions: FeedDeposit[]) {
  const { body, headers } = signedFeed(transactions);
  const answer = await callOk<FeedAnswer>(base, FEED_PATH, { headers, body });
  return new Map(answer.data.results.map((r) => [r.ref, r.status]));
}
