import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const BASE = '/house';
const API_PREFIX = `${BASE}/api`;

/**
 * Serves the built game client (apps/games) at /house/, as plugins/admin-web.ts serves the back office: its
 * files as they are (hashed assets immutable, precompressed copies when accepted) and its index.html, never
 * cached without asking, for every page path (/house/slot, /house/live/bac-1…) so its router draws the page.
 * The game API under /house/api is never answered with a page, nor is a missing file (a last part with an
 * extension, such as an old /house/slot.html bookmark): both stay 404. The CSP is the member pages' (plugins/
 * page-headers.ts): scripts from this origin only, blob: workers for PixiJS.
 */
export async function registerHouseWeb(app: FastifyInstance, distDir: string) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`game client not built (${distDir}); run "npm run build" to serve /house/`);
    return;
  }
  // Read once, like the asset routes @fastify/static lists at start: the index and the assets it names agree.
  const html = await readFile(index);
  await app.register(async (house) => {
    await house.register(fastifyStatic, {
      root: distDir,
      prefix: `${BASE}/`,
      wildcard: false,
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
    house.get(BASE, { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
      reply.redirect(`${BASE}/`),
    );
    house.get(`${BASE}/*`, { config: { access: 'open' }, schema: { hide: true } }, (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const lastPart = path.slice(path.lastIndexOf('/') + 1);
      if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || lastPart.includes('.'))
        return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  });
}
