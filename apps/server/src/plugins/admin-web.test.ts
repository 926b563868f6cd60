import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAdminWeb } from './admin-web';
import { registerErrorHandling } from './errors';
import { registerPageHeaders } from './page-headers';
import { registerWeb } from './web';

const script = `console.log(${JSON.stringify('admin'.repeat(800))});\n`;
let scratch: string;
let app: FastifyInstance;

/** A built back office in miniature (index and one asset with its brotli copy), beside a built member app. */
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'chokdee-admin-web-'));
  const admin = join(scratch, 'admin');
  const web = join(scratch, 'web');
  await mkdir(join(admin, 'assets'), { recursive: true });
  await mkdir(join(web, 'user'), { recursive: true });
  await writeFile(join(admin, 'index.html'), '<!doctype html><title>back office</title>');
  await writeFile(join(admin, 'assets/index-abc.js'), script);
  await writeFile(join(admin, 'assets/index-abc.js.br'), brotliCompressSync(script));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>landing</title>');
  await writeFile(join(web, 'user/index.html'), '<!doctype html><title>member</title>');

  app = Fastify();
  registerPageHeaders(app);
  registerErrorHandling(app);
  // A back-office call as addRoute registers it: JSON, no page headers.
  app.get('/admin/v1/auth/me', { config: { pageHeaders: false } }, async (_req, reply) =>
    reply.code(401).send({ success: 0, message: 'signed out' }),
  );
  // Both apps in one server, as app.ts registers them: two @fastify/static instances side by side.
  await registerWeb(app, web, { siteApiKey: 'site-key-for-test' });
  await registerAdminWeb(app, admin);
});

afterAll(async () => {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']).split(';');

describe('the back office at /admin/', () => {
  it('redirects /admin to /admin/', async () => {
    const res = await app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
  });

  it.each(['/admin/', '/admin/login', '/admin/members/123', '/admin/withdrawals?status=pending&page=2'])(
    '%s is the app index, never cached without asking',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>back office</title>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends an asset immutable, its brotli copy when accepted', async () => {
    const res = await app.inject({
      url: '/admin/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers 404 for a missing file, not the index', async () => {
    const res = await app.inject({ url: '/admin/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('back office');
  });

  it('leaves the API alone: its calls answer themselves, unknown ones 404 in JSON', async () => {
    const me = await app.inject({ url: '/admin/v1/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ success: 0, message: 'signed out' });
    expect(me.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/admin/v1', '/admin/v1/no-such-call']) {
      const res = await app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: 0 });
    }
  });

  it.each(['/admin/', '/admin/login', '/admin/assets/index-abc.js'])(
    '%s carries the back office CSP: own scripts, data: images, framed by nothing',
    async (url) => {
      const res = await app.inject({ url });
      const policy = csp(res.headers);
      expect(policy).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "frame-src 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(policy.join(';')).not.toContain('https:');
      expect(policy.join(';')).not.toContain('blob:');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
    },
  );

  it("keeps the member app's own CSP (its game frames) on member pages", async () => {
    const res = await app.inject({ url: '/user/slot' });
    expect(res.body).toContain('<title>member</title>');
    expect(csp(res.headers)).toContain("frame-src 'self' https:");
  });
});

describe('a server without the back office built', () => {
  it('warns and serves nothing at /admin/', async () => {
    const bare = Fastify();
    const warn = vi.spyOn(bare.log, 'warn');
    await registerAdminWeb(bare, join(scratch, 'not-built'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('back-office app not built'));
    expect((await bare.inject({ url: '/admin/' })).statusCode).toBe(404);
    await bare.close();
  });
});
