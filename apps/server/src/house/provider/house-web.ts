import type { FastifyInstance } from 'fastify';
import { registerSinglePageApp } from '../../lib/single-page-app';

/**
 * The built game client (apps/games) at /house/ (/house/slot, /house/live/bac-1…); its API under /house/api.
 * The CSP is the member pages' (plugins/page-headers.ts): scripts from this origin only, blob: workers for PixiJS.
 */
export function registerHouseWeb(app: FastifyInstance, distDir: string) {
  return registerSinglePageApp(app, {
    distDir,
    base: '/house',
    apiPrefix: '/house/api',
    name: 'game client',
  });
}
