import type { Plugin } from 'vite';

/**
 * `vite dev` serves several pages (appType 'mpa'), so it has no SPA fallback: member-app paths such as
 * /user/home get /user/index.html, as the Fastify server does in production.
 */
export function memberAppFallback(): Plugin {
  return {
    name: 'chokdee:member-app-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const path = url.split('?')[0] ?? '';
        const isPage = (req.headers.accept ?? '').includes('text/html') && !path.includes('.');
        if (isPage && (path === '/user' || path.startsWith('/user/'))) req.url = '/user/index.html';
        next();
      });
    },
  };
}
