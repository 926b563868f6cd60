import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/** Comments in index.html that the landing markup replaces. */
const HEAD = '<!--landing-head-->';
const BODY = '<!--landing-body-->';

interface LandingModule {
  renderLanding: () => { head: string; body: string };
}

async function fill(html: string, server: ViteDevServer, entry: string) {
  const { renderLanding } = (await server.ssrLoadModule(entry)) as LandingModule;
  const { head, body } = renderLanding();
  return html.replace(HEAD, head).replace(BODY, body);
}

/**
 * Renders the landing React tree to static HTML: at build time into dist/index.html (so the landing
 * page ships no React at all), and on the fly under `vite dev`.
 */
export function prerenderLanding({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  let devServer: ViteDevServer | undefined;
  return {
    name: 'chokdee:prerender-landing',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      devServer = server;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!devServer || !html.includes(BODY)) return html;
        return fill(html, devServer, entry);
      },
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      // resolve, not join: `vite build --outDir /tmp/…` (the budget test) gives an absolute outDir.
      const file = resolve(config.root, config.build.outDir, 'index.html');
      const html = await readFile(file, 'utf8');
      if (!html.includes(BODY)) throw new Error(`prerender: ${BODY} not found in ${file}`);
      // A throwaway Vite server, only to load the TSX modules; it listens on nothing.
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        await writeFile(file, await fill(html, server, entry));
      } finally {
        await server.close();
      }
    },
  };
}
