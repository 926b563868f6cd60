import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The apps' shared build step: .br and .gz beside each file for @fastify/static's preCompressed.
import { precompress } from '@chokdee/web-kit/tooling/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` forwards the back-office API (a server started with `npm run dev`). */
const apiTarget = process.env.CHOKDEE_API ?? 'http://localhost:3000';

/**
 * The back office: one single-page app served by the API server at /admin/ (plugins/admin-web.ts), its
 * calls same-origin under /admin/v1, so the staff session cookie (path /admin) goes with them.
 */
export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/admin/v1': apiTarget } },
});
