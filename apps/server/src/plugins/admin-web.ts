import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The back office's base path; its API lives below it at /admin/v1 (cookie path /admin). */
const BASE = '/admin';
const API_PREFIX = `${BASE}/v1`;

/**
 * Serves the built back office (apps/admin) at /admin/: its files as they are (hashed assets immutable,
 * precompressed copies when accepted), and the app's index.html for every other page path so its router
 * can draw the screen. The API under /admin/v1 is never answered with a page, nor is a missing file (a path
 * whose last part has an extension): both stay 404. Page headers, with the back office's own CSP, come from
 * plugins/page-headers.ts, which knows these routes by their /admin path.
 */
export async function registerAdminWeb(app: FastifyInstance, distDir: string) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`back-office app not built (${distDir}); run "npm run build" to serve it`);
    return;
  }
  // Read once, like the asset routes @fastify/static lists at start: the index and the assets it names agree.
  const html = await readFile(index);
  // A child context: its own @fastify/static, whose reply decorators must not clash with the member app's.
  await app.register(async (admin) => {
    await admin.register(fastifyStatic, {
      root: distDir,
      prefix: `${BASE}/`,
      wildcard: false,
      // The index goes through the fallback below, like every page path.
      index: false,
      decorateReply: false,
      preCompressed: true,
      // Off, or send's own "public, max-age=0" would overwrite the headers set below.
      cacheControl: false,
      setHeaders: (res, path) => {
        const immutable = path.startsWith(`${join(distDir, 'assets')}/`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    admin.get(BASE, { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
      reply.redirect(`${BASE}/`),
    );
    admin.get(`${BASE}/*`, { config: { access: 'open' }, schema: { hide: true } }, (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const lastPart = path.slice(path.lastIndexOf('/') + 1);
      if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || lastPart.includes('.'))
        return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  });
}
