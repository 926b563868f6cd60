import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { bankLogoFiles } from '@chokdee/web-kit/tooling/bank-logo-files';
import { precompress } from '@chokdee/web-kit/tooling/precompress';
import { defineConfig } from 'vite';
import { memberAppFallback } from './tooling/member-app-fallback';
import { prerenderLanding } from './tooling/prerender-landing';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` forwards API calls and the runtime config (a server started with `npm run dev`). */
const apiTarget = process.env.CHOKDEE_API ?? 'http://localhost:3000';
const apiPrefixes = [
  '/v2',
  '/auth-service',
  '/user-profile-composite',
  '/fund-composite',
  '/rolling-composite',
  '/game-composite',
  '/prize-composite',
  '/wheel-script',
  '/house',
];

/**
 * Two pages from one build: the landing app at / (prerendered to static HTML, almost no JS) and the
 * member app at /user/. The API base URL and site key are read at run time from /runtime-config.js.
 */
export default defineConfig({
  root,
  base: '/',
  appType: 'mpa',
  plugins: [
    react(),
    prerenderLanding({ entry: '/src/landing/render.tsx' }),
    memberAppFallback(),
    // /banks/<code>.webp, served from this app for the back office too.
    bankLogoFiles(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        landing: `${root}index.html`,
        member: `${root}user/index.html`,
      },
    },
  },
  server: {
    proxy: Object.fromEntries([...apiPrefixes, '/runtime-config.js'].map((p) => [p, apiTarget])),
  },
});
