import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/app-root';

const dataDir = mkdtempSync(join(tmpdir(), 'chokdee-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real entry point (as `npm start` does, minus the build) and waits for its banner. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SERVE_WEB: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      // The banner is one write that ends with a blank line.
      if (/Chokdee is running[^]*\n\n/.test(output)) resolve(output);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, ready, output: () => output };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const headers = { 'x-api-key': 'demo-site-key' };
type Config = { data: Record<string, unknown> };
const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Config;

describe('the server entry point on the embedded database', () => {
  it('serves demo content, refuses a second process on the same DATA_DIR, and keeps data across restarts', async () => {
    const first = start({ PORT: '39871' });
    const banner = await first.ready;
    expect(banner).toContain('http://localhost:39871');
    expect(banner).toContain('demo site API key (X-Api-Key): demo-site-key');
    expect(banner).toContain('demo admin key (X-Admin-Key): demo-admin-key');
    expect(banner).toContain(
      'demo bank-feed secret (X-Signature: HMAC-SHA256 of the body): demo-bank-feed-secret',
    );
    expect(banner).toContain('npm run demo:deposit -- PHONE AMOUNT');
    expect(banner).toMatch(/DEMO MODE \(DEMO_MODE=1\): simulated payouts, bank-name lookup, demo content/);
    const prefix = await fetch('http://127.0.0.1:39871/v2/prefix', { headers });
    expect((await json(prefix)).data.Partner).toBe('HOUSE');

    const second = start({ PORT: '39872' });
    await expect(second.ready).rejects.toThrow(/is in use by another running process/);

    const config = await json(
      fetch('http://127.0.0.1:39871/admin/v1/config', { headers: { 'x-admin-key': 'demo-admin-key' } }),
    );
    const put = await fetch('http://127.0.0.1:39871/admin/v1/config', {
      method: 'PUT',
      headers: { 'x-admin-key': 'demo-admin-key', 'content-type': 'application/json' },
      body: JSON.stringify({ ...config.data, appId: 'survives-restart' }),
    });
    expect(put.status).toBe(200);
    await stop(first.child);

    const again = start({ PORT: '39873' });
    const banner2 = await again.ready;
    expect(banner2).not.toContain('demo content seeded');
    const after = await json(fetch('http://127.0.0.1:39873/v2/prefix', { headers }));
    expect(after.data.appId).toBe('survives-restart');
    await stop(again.child);
  }, 60_000);

  it('stops at start with a message naming a bad variable', async () => {
    const bad = start({ PORT: 'not-a-port' });
    await expect(bad.ready).rejects.toThrow(/PORT/);
    const prod = start({ NODE_ENV: 'production', SITE_API_KEY: '', ADMIN_API_KEY: '', BANK_FEED_SECRET: '' });
    await expect(prod.ready).rejects.toThrow(/SITE_API_KEY, ADMIN_API_KEY, BANK_FEED_SECRET/);
  }, 30_000);
});
