import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../src/lib/app-root';
import { freePort } from '../free-port';

/**
 * nginx and PgBouncer as deploy/ configures them, started by a test in a folder of its own on free ports:
 * the files of deploy/nginx and deploy/pgbouncer are used as they are, with only what a test must change
 * (ports, paths, the database, trust authentication) put in. Where the Debian packages put the binaries.
 */
export const NGINX_BIN = '/usr/sbin/nginx';
export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const DEPLOY = join(SERVER_ROOT, '..', '..', 'deploy');

/** Why the proxy tests cannot run here, or undefined. */
export function proxyBinariesMissing(): string | undefined {
  const missing = [NGINX_BIN, PGBOUNCER_BIN].filter((bin) => !existsSync(bin));
  return missing.length
    ? `skipped: ${missing.join(' and ')} missing (Debian: apt-get install nginx pgbouncer; .ci/run does)`
    : undefined;
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `bin` and resolves once `port` accepts connections (rejects when it exits first). */
async function startListening(bin: string, args: string[], port: number): Promise<Running> {
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${bin} exited ${code ?? signal}:\n${output}`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null) await exited;
    if (Date.now() > deadline) throw new Error(`${bin} not listening on ${port} after 10 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, output: () => output, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The first line `bin` prints about its version ("nginx version: nginx/1.22.1", "PgBouncer 1.18.0"). */
function versionOf(bin: string, flag: string) {
  const run = spawnSync(bin, [flag], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`.split('\n')[0]!.trim();
}

/** Runs as root (CI, containers): PgBouncer refuses root, nginx's workers would be "nobody". */
const asRoot = process.getuid?.() === 0;

/** The [pgbouncer] settings of deploy/pgbouncer/pgbouncer.ini, `overrides` put in (empty: left out). */
function pgbouncerSettings(overrides: Record<string, string>) {
  const ini = readFileSync(join(DEPLOY, 'pgbouncer', 'pgbouncer.ini'), 'utf8');
  const settings = new Map<string, string>();
  let section = '';
  for (const line of ini.split('\n')) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header) section = header[1]!;
    const setting = /^\s*(\w+)\s*=\s*(.*?)\s*$/.exec(line);
    if (section === 'pgbouncer' && setting) settings.set(setting[1]!, setting[2]!);
  }
  if (settings.get('pool_mode') !== 'transaction')
    throw new Error('deploy/pgbouncer: not in transaction mode');
  for (const [key, value] of Object.entries(overrides)) settings.set(key, value);
  return [...settings].filter(([, v]) => v !== '').map(([k, v]) => `${k} = ${v}`);
}

/**
 * PgBouncer in front of database `database` of the PostgreSQL at `pgUrl` (trust authentication, as the
 * test server has), answering its own URL for that database.
 */
export async function startPgBouncer(dir: string, pgUrl: string, database: string) {
  const pgServer = new URL(pgUrl);
  const user = decodeURIComponent(pgServer.username) || 'postgres';
  const port = await freePort();
  const userlist = join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${user}" ""\n`);
  const ini = join(dir, 'pgbouncer.ini');
  const lines = [
    '[databases]',
    `${database} = host=${pgServer.hostname} port=${pgServer.port || 5432} dbname=${database}`,
    '[pgbouncer]',
    ...pgbouncerSettings({
      listen_addr: '127.0.0.1',
      listen_port: String(port),
      unix_socket_dir: '',
      logfile: '',
      pidfile: '',
      auth_type: 'trust',
      auth_file: userlist,
    }),
  ];
  writeFileSync(ini, `${lines.join('\n')}\n`);
  for (const file of [ini, userlist]) chmodSync(file, 0o644);
  // Under root it runs as "nobody", which reads its files here.
  chmodSync(dir, 0o755);
  const running = await startListening(PGBOUNCER_BIN, [...(asRoot ? ['-u', 'nobody'] : []), ini], port);
  return {
    ...running,
    url: `postgres://${user}@127.0.0.1:${port}/${database}`,
    version: versionOf(PGBOUNCER_BIN, '--version'),
  };
}

export interface AccessEntry {
  /** The x-chaos-id header the test sent. */
  id: string;
  status: number;
  /** Every process tried, in order ("127.0.0.1:3001, 127.0.0.1:3002"), and what each answered. */
  upstreams: string;
  upstreamStatuses: string;
  /** When nginx finished the request (epoch ms). */
  at: number;
}

/**
 * nginx with deploy/nginx/chokdee.conf in front of the processes on `ports`: the site file is copied as it
 * is but for its listen port; upstream.conf lists the ports with deploy's own server parameters. Its access
 * log says, per request the test tagged with `x-chaos-id`, which processes were tried and what they answered.
 */
export async function startNginx(dir: string, ports: number[]) {
  const port = await freePort();
  const site = readFileSync(join(DEPLOY, 'nginx', 'chokdee.conf'), 'utf8');
  const listening = site
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*listen \[::\]:80;/, '');
  if (!listening.includes(`listen 127.0.0.1:${port};`) || /listen[^;]*:80;/.test(listening))
    throw new Error('deploy/nginx/chokdee.conf: its listen lines changed; update startNginx');
  mkdirSync(join(dir, 'chokdee'), { recursive: true });
  writeFileSync(join(dir, 'chokdee.conf'), listening);
  const deployUpstream = readFileSync(join(DEPLOY, 'nginx', 'chokdee', 'upstream.conf'), 'utf8');
  const parameters = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(deployUpstream)?.[1] ?? '';
  writeFileSync(
    join(dir, 'chokdee', 'upstream.conf'),
    ports.map((p) => `server 127.0.0.1:${p} ${parameters};\n`).join(''),
  );
  const brotli = existsSync(BROTLI_MODULE);
  if (brotli)
    copyFileSync(join(DEPLOY, 'nginx', 'chokdee', 'brotli.conf'), join(dir, 'chokdee', 'brotli.conf'));
  const accessLog = join(dir, 'access.log');
  const main = [
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    'events { worker_connections 1024; }',
    'http {',
    '  default_type application/octet-stream;',
    `  log_format chaos '$http_x_chaos_id $status "$upstream_addr" "$upstream_status" $msec';`,
    `  access_log ${accessLog} chaos;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
    '  include chokdee.conf;',
    '}',
  ];
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, `${main.join('\n')}\n`);
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'];
  const running = await startListening(NGINX_BIN, args, port);
  return {
    ...running,
    base: `http://127.0.0.1:${port}`,
    port,
    brotli,
    version: versionOf(NGINX_BIN, '-v'),
    errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8'),
    /** The tagged requests nginx has logged so far. */
    accessLog(): AccessEntry[] {
      if (!existsSync(accessLog)) return [];
      return readFileSync(accessLog, 'utf8')
        .split('\n')
        .map((line) => /^(\S+) (\d+) "([^"]*)" "([^"]*)" ([\d.]+)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null && m[1] !== '-')
        .map((m) => ({
          id: m[1]!,
          status: Number(m[2]),
          upstreams: m[3]!,
          upstreamStatuses: m[4]!,
          at: Math.round(Number(m[5]) * 1000),
        }));
    },
  };
}
