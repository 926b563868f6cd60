import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../lib/app-root';
import { registerErrorHandling } from '../../plugins/errors';
import { registerPageHeaders } from '../../plugins/page-headers';
import { registerHouseWeb } from './house-web';

const script = `console.log(${JSON.stringify('house'.repeat(800))});\n`;
let scratch: string;
let app: FastifyInstance;

/** A built game client in miniature (index and one asset with its brotli copy), served as the server does. */
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'chokdee-house-web-'));
  await mkdir(join(scratch, 'assets'), { recursive: true });
  await writeFile(
    join(scratch, 'index.html'),
    '<!doctype html><title>house</title><script type="module" src="/house/assets/index-abc.js"></script>',
  );
  await writeFile(join(scratch, 'assets/index-abc.js'), script);
  await writeFile(join(scratch, 'assets/index-abc.js.br'), brotliCompressSync(script));
  app = Fastify();
  registerPageHeaders(app);
  registerErrorHandling(app);
  // A game API call as addRoute registers it: JSON, no page headers.
  app.get('/house/api/state', { config: { pageHeaders: false } }, async (_req, reply) =>
    reply.code(401).send({ success: 0, message: 'expired' }),
  );
  await registerHouseWeb(app, scratch);
});

afterAll(async () => {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the game client at /house/', () => {
  it('redirects /house to /house/', async () => {
    const res = await app.inject({ url: '/house' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/house/');
  });

  it.each([
    '/house/',
    '/house/slot',
    '/house/naga',
    '/house/video-poker',
    '/house/live/bac-1',
    '/house/verify?x=1',
  ])(
    '%s is the client index with a CSP that allows only its own scripts, never cached without asking',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>house</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets for a year, brotli when accepted', async () => {
    const res = await app.inject({ url: '/house/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it.each(['/house/api/nope', '/house/api', '/house/slot.html', '/house/assets/missing.js'])(
    '%s is a 404, never the page',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>house</title>');
    },
  );

  it('leaves the game API to its routes', async () => {
    const res = await app.inject({ url: '/house/api/state' });
    expect(res.statusCode).toBe(401);
  });

  it("the real client's index.html loads its script from a file, none inline (CSP script-src 'self')", async () => {
    const html = await readFile(join(SERVER_ROOT, '..', 'games', 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>/);
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
