import type { FastifyInstance } from 'fastify';
import { registerSinglePageApp } from '../lib/single-page-app';

/**
 * The built back office (apps/admin) at /admin/; its API under /admin/v1 (cookie path /admin). Page headers,
 * with the back office's own CSP, come from plugins/page-headers.ts, which knows these routes by their path.
 */
export function registerAdminWeb(app: FastifyInstance, distDir: string) {
  return registerSinglePageApp(app, {
    distDir,
    base: '/admin',
    apiPrefix: '/admin/v1',
    name: 'back-office app',
  });
}
