import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import appBoundaries from './scripts/lint/app-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
      // Vendored copy of qr-scanner's worker, served at a fixed path (tooling/qr-worker.test.ts keeps it equal).
      'apps/web/public/qr-scanner-worker.min.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'apps/games/src/**/*.{ts,tsx}',
      'packages/web-kit/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['bench/**', 'scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // Apps never import each other's source, nor packages an app's; shared code lives in a package (issue 26).
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { chokdee: appBoundaries },
    rules: { 'chokdee/app-boundaries': 'error' },
  },
  // The game client's parity tests check its replays against the server code they mirror; tests only, never shipped.
  {
    files: ['apps/games/**/*.test.ts'],
    rules: { 'chokdee/app-boundaries': ['error', { allow: ['server'] }] },
  },
);
