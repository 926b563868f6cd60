import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A built web app in miniature: the member index and one asset with the build's compressed copies.
  dist = await mkdtemp(join(tmpdir(), 'chokdee-web-'));
  await mkdir(join(dist, 'user'), { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>landing</title>');
  await writeFile(join(dist, 'user/index.html'), '<!doctype html><title>member</title>');
  await writeFile(join(dist, 'assets/member.js'), script);
  await writeFile(join(dist, 'assets/member.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets/member.js.gz'), gzipSync(script));
  app = Fastify();
  await registerWeb(app, dist, { siteApiKey: 'site-key-for-test' });
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('registerWeb: precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts it, as immutable JavaScript', async () => {
    const res = await app.inject({ url: '/assets/member.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringContaining('javascript'),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await app.inject({ url: '/assets/member.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/member.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still serves the member app index for member paths', async () => {
    const res = await app.inject({ url: '/user/home', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>member</title>');
  });
});
