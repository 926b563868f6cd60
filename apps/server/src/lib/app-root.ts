import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this file whether it runs from src/ (tsx, vitest) or from the dist/ bundle. */
export const SERVER_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/server root not found');
    dir = parent;
  }
  return dir;
})();

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');
/** The back office (apps/admin), served at /admin/. */
export const ADMIN_DIST_DIR = join(SERVER_ROOT, '..', 'admin', 'dist');
/** The house game client (apps/games), served at /house/ by the house provider's routes. */
export const GAMES_DIST_DIR = join(SERVER_ROOT, '..', 'games', 'dist');
