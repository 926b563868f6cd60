import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The apps' shared build step: .br and .gz beside each file for @fastify/static's preCompressed.
import { precompress } from '@chokdee/web-kit/tooling/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` forwards the house game API (a server started with `npm run dev`). */
const apiTarget = process.env.CHOKDEE_API ?? 'http://localhost:3000';

/**
 * The house game client: one single-page app served by the API server at /house/ (house-provider/routes.ts),
 * its calls same-origin under /house/api. PixiJS is imported only by the slot routes (a dynamic import), so
 * Rollup keeps it in the slot's own chunk; scripts/check-games-budgets.mjs checks that it stays there.
 */
export default defineConfig({
  root,
  base: '/house/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // The chunk graph, for scripts/check-games-budgets.mjs (under .vite/, which the server never serves).
    manifest: true,
    // Sounds and symbol art stay files fetched from this origin (howler and PixiJS fetch them; the CSP's
    // connect-src is 'self', which refuses data: URLs), never inlined into the scripts.
    assetsInlineLimit: (file) => (/\.(?:wav|svg)$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/house/api': apiTarget } },
});
