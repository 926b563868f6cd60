import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const budgetScript = fileURLToPath(new URL('../../../scripts/check-web-budgets.mjs', import.meta.url));
const viteBin = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');

let outDir: string;

/**
 * `npm test` builds nothing, so the production build is checked here, in a temp folder (about 5 s), never
 * touching apps/web/dist, which a running server may be serving.
 */
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'chokdee-web-budget-'));
  await run(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webRoot,
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the production build of the web app', () => {
  it('stays within its size budgets (landing JS 60 KB, member app initial JS 173 KB, CSS 30 KB, gzip)', async () => {
    const check = await run(process.execPath, [budgetScript, outDir]).catch(
      (err: { stdout?: string; stderr?: string }) => ({
        stdout: `${err.stdout}\n${err.stderr}`,
        failed: true,
      }),
    );
    expect('failed' in check, check.stdout).toBe(false);
  });

  it('ships a brotli and a gzip copy of every script and stylesheet, equal to the original', async () => {
    const assets = join(outDir, 'assets');
    const files = (await readdir(assets)).filter((f) => /\.(?:js|css)$/.test(f));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const original = await readFile(join(assets, file));
      if (original.length < 1024) continue; // too small to be worth compressing
      expect(brotliDecompressSync(await readFile(join(assets, `${file}.br`))).equals(original), file).toBe(
        true,
      );
      expect(gunzipSync(await readFile(join(assets, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('compresses the landing page after it is prerendered', async () => {
    const html = await readFile(join(outDir, 'index.html'));
    expect(html.toString()).not.toContain('<!--landing-body-->');
    expect(brotliDecompressSync(await readFile(join(outDir, 'index.html.br'))).equals(html)).toBe(true);
  });
});
