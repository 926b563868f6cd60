import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built single-page app (the back office at /admin/, the game client at /house/): its files as they
 * are (hashed assets immutable, precompressed copies when accepted) and its index.html, never cached without
 * asking, for every other page path so its router draws the screen. The app's API under `apiPrefix` is
 * never answered with a page, nor is a missing file (a path whose last part has an extension): both 404.
 */
export async function registerSinglePageApp(
  app: FastifyInstance,
  { distDir, base, apiPrefix, name }: { distDir: string; base: string; apiPrefix: string; name: string },
) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`${name} not built (${distDir}); run "npm run build" to serve ${base}/`);
    return;
  }
  // Read once, like the asset routes @fastify/static lists at start: the index and the assets it names agree.
  const html = await readFile(index);
  // A child context: its own @fastify/static, whose reply decorators must not clash with the other apps'.
  await app.register(async (spa) => {
    await spa.register(fastifyStatic, {
      root: distDir,
      prefix: `${base}/`,
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
    spa.get(base, { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
      reply.redirect(`${base}/`),
    );
    spa.get(`${base}/*`, { config: { access: 'open' }, schema: { hide: true } }, (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const lastPart = path.slice(path.lastIndexOf('/') + 1);
      if (path === apiPrefix || path.startsWith(`${apiPrefix}/`) || lastPart.includes('.'))
        return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  });
}
