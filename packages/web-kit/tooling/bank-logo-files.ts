import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/** The logo files and their licence, kept beside the list that names them (src/bank-logos.ts). */
const BANKS_DIR = fileURLToPath(new URL('../banks/', import.meta.url));
const URL_PATH = '/banks';
/** A plain file name: nothing that could climb out of the folder. */
const FILE_NAME = /^[\w-]+(?:\.webp)?$/;

/**
 * Puts the bank logos at /banks/ of the app that serves them, as its public/ folder would: copied into
 * the build and served by `vite dev`. Only the member app does; the back office shows the same URLs, which
 * the same server answers.
 */
export function bankLogoFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'chokdee:bank-logo-files',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(URL_PATH, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.slice(1);
        if (!FILE_NAME.test(name)) return next();
        readFile(join(BANKS_DIR, name)).then(
          (body) => {
            res.setHeader(
              'content-type',
              name.endsWith('.webp') ? 'image/webp' : 'text/plain; charset=utf-8',
            );
            res.end(body);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      if (config.build.ssr) return;
      for (const name of await readdir(BANKS_DIR)) {
        const source = await readFile(join(BANKS_DIR, name));
        this.emitFile({ type: 'asset', fileName: `${URL_PATH.slice(1)}/${name}`, source });
      }
    },
  };
}
