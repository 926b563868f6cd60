import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPageHeaders } from './page-headers';
import { registerWeb } from './web';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'chokdee-headers-'));
  await mkdir(join(dist, 'user'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>landing</title>');
  await writeFile(join(dist, 'user/index.html'), '<!doctype html><title>member</title>');
  app = Fastify();
  registerPageHeaders(app);
  app.get('/json', { config: { pageHeaders: false } }, async () => ({ success: 1 }));
  app.get('/page', async (_req, reply) => reply.type('text/html').send('<!doctype html><p>page</p>'));
  await app.register(async (child) => {
    child.get('/child-page', async (_req, reply) => reply.type('text/html').send('<p>child</p>'));
  });
  await registerWeb(app, dist, { siteApiKey: 'site-key-for-test' });
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('page headers', () => {
  it.each(['/page', '/child-page', '/', '/user/deposit', '/runtime-config.js'])(
    '%s carries the CSP and the other helmet headers',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
    },
  );

  it("lets the member app frame an outside provider's game (https only); only the site frames its pages", async () => {
    const res = await app.inject({ url: '/user/slot' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp.split(';')).toContain("frame-src 'self' https:");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('a JSON call opted out carries none of them', async () => {
    const res = await app.inject({ url: '/json' });
    expect(res.json()).toEqual({ success: 1 });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
