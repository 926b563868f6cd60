import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, appendFileSync, chownSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** The PostgreSQL server binaries of this machine (Debian: /usr/lib/postgresql/<version>/bin). */
function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const dir = version && join(root, version, 'bin');
  return dir && existsSync(join(dir, 'pg_basebackup')) ? dir : undefined;
}

/** Why a primary and a streaming replica cannot be started here, or undefined when they can. */
export function replicaSkipped(): string | undefined {
  if (!binDir()) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin)';
  if (userInfo().uid !== 0) return 'starting PostgreSQL servers needs root (they run as the postgres user)';
  return undefined;
}

/**
 * A PostgreSQL primary and a real streaming replica of it (initdb, pg_basebackup -R, hot standby), in a
 * folder of their own on free ports, for the tests of what reads from a replica. `caughtUp` waits until the
 * replica has replayed everything the primary has written; `stop` ends both and removes the folder.
 */
export async function startReplicaPair() {
  const bin = binDir()!;
  const dir = mkdtempSync(join(tmpdir(), 'chokdee-replica-'));
  const postgresUser = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const postgresGroup = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, postgresUser, postgresGroup);
  const asPostgres = (tool: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const started: string[] = [];
  const stop = () => {
    for (const data of started.reverse()) {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already down.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', ['-D', primary, '--auth=trust', '-U', 'postgres', '--no-sync']);
    appendFileSync(
      join(primary, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        '',
      ].join('\n'),
    );
    asPostgres('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start']);
    started.push(primary);
    asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replica, '-R', '-X', 'stream'],
    ]);
    appendFileSync(join(replica, 'postgresql.conf'), `port = ${replicaPort}\n`);
    asPostgres('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', 'start']);
    started.push(replica);
  } catch (err) {
    stop();
    throw err;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;

  async function query<T>(url: string, text: string): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows[0] as T;
    } finally {
      await client.end();
    }
  }

  return {
    primaryUrl,
    replicaUrl,
    query,
    /** Resolves once the replica has replayed the primary's WAL as of now. */
    async caughtUp(timeoutMs = 10_000) {
      const { lsn } = await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const { done } = await query<{ done: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
        );
        if (done) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`the replica did not replay ${lsn} within ${timeoutMs} ms`);
    },
    stop,
  };
}
