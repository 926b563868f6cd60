import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The e2e run's own build, a mirror of the repository layout (apps/server/dist, apps/web/dist) kept under
 * node_modules/.cache so it never collides with `npm run build`/`npm start` of another process, and is
 * ignored by git, ESLint and Prettier. The server finds its root by walking up to drizzle.config.ts, so the
 * mirror links that file and the migrations back to the real tree; npm packages resolve
 * from the repository's node_modules, which encloses the mirror.
 */
export const BUILD_ROOT = join(REPO_ROOT, 'node_modules', '.cache', 'chokdee-e2e');
export const SERVER_MAIN = join(BUILD_ROOT, 'apps', 'server', 'dist', 'main.js');
