import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebOptions {
  /** The site API key the member app sends as X-Api-Key; public by nature (it ships to every browser). */
  siteApiKey: string;
  /** Where the member app sends API calls; '' is this same origin. */
  apiBase?: string;
}

/** The member app's per-site settings as a script (the CSP allows no inline scripts). */
export function runtimeConfigScript({ siteApiKey, apiBase = '' }: WebOptions) {
  // JSON is a JS expression; escaping "<" keeps the text inert should it ever be inlined in HTML.
  const json = JSON.stringify({ apiBase, siteKey: siteApiKey }).replace(/</g, '\\u003c');
  return `window.__CHOKDEE__=${json};\n`;
}

/**
 * Serves the built web app: the landing app at / and the member app under /user/. Unknown member
 * paths get the member app's index so its router can redirect; other unknown page paths go to /.
 * The API base URL and site key are read at run time from /runtime-config.js, so one build serves any site.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, options: WebOptions) {
  // Fails at boot, not in every member's browser, if a caller still uses the old two-argument form.
  if (typeof options?.siteApiKey !== 'string')
    throw new Error('registerWeb(app, distDir, { siteApiKey }) needs the site API key');
  const script = runtimeConfigScript(options);
  app.get('/runtime-config.js', { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(script),
  );

  const memberIndex = join(distDir, 'user', 'index.html');
  if (!existsSync(memberIndex)) {
    app.log.warn(`web app not built (${distDir}); run "npm run build" to serve it`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each asset (packages/web-kit/tooling/precompress.ts): sent when accepted.
    preCompressed: true,
    // Off, or send's own "public, max-age=0" would overwrite the headers set below.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // One URL, several encodings: shared caches must key on Accept-Encoding (@fastify/static does not say so).
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/user', { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
    reply.redirect('/user/'),
  );
  app.get('/user/*', { config: { access: 'open' }, schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('user/index.html'),
  );
}
