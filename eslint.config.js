import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import appBoundaries from './scripts/lint/app-boundaries.js';
import moduleBoundaries from './scripts/lint/module-boundaries.js';
import ledgerTables from './scripts/lint/ledger-tables.js';
import moduleCycles from './scripts/lint/module-cycles.js';
import houseBoundary from './scripts/lint/house-boundary.js';

/** The project's own rules (scripts/lint/), one plugin so every config block can name them. */
const chokdee = {
  rules: {
    ...appBoundaries.rules,
    ...moduleBoundaries.rules,
    ...ledgerTables.rules,
    ...moduleCycles.rules,
    ...houseBoundary.rules,
  },
};

/**
 * Browser apps display money figures, never work them out (docs/decisions/040-apps-display-money-figures.md):
 * no arithmetic, Math calls or compound assignment on a money field, no reading of the user info's raw
 * bonus cap, no withdraw-max helper. The server says the number; apps/web/tooling/money-figures-lint.test.ts
 * shows what this catches.
 */
const MONEY_FIELD =
  '/^(maxWithdraw|maxWithdrawAmount|maxNow|forfeit|balance|available|needTurnover|nowTurnover|gameWallet|mainWallet|cap|own)$/';
const MONEY_OPERAND = `:matches(MemberExpression[property.name=${MONEY_FIELD}], Identifier[name=${MONEY_FIELD}])`;
const SERVER_SAYS = 'the server computes every money figure a member sees: display its field';
const moneyFigureRules = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `BinaryExpression[operator=/^[-+*/%]$/] > ${MONEY_OPERAND}`,
      message: `No arithmetic on money: ${SERVER_SAYS}.`,
    },
    {
      selector: `CallExpression[callee.object.name='Math'] > ${MONEY_OPERAND}`,
      message: `No Math on money: ${SERVER_SAYS}.`,
    },
    {
      selector: `AssignmentExpression[operator=/^[-+*/%]=$/] > ${MONEY_OPERAND}`,
      message: `No arithmetic on money: ${SERVER_SAYS}.`,
    },
    {
      selector: "MemberExpression[object.property.name='BonusInfo'][property.name='maxWithdrawAmount']",
      message: `BonusInfo.maxWithdrawAmount is the promotion's raw cap, not what may be withdrawn: show the withdrawal condition's maxNow.`,
    },
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['**/withdraw-max', '**/withdraw-max.*'], message: `Removed: ${SERVER_SAYS} (maxNow).` },
      ],
    },
  ],
};

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
  {
    files: ['apps/{web,admin,games}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: moneyFigureRules,
  },
  { files: ['bench/**', 'scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // Apps never import each other's source, nor packages an app's; shared code lives in a package (issue 26).
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { chokdee },
    rules: { 'chokdee/app-boundaries': 'error' },
  },
  // The game client's parity tests check its replays against the server code they mirror; tests only, never shipped.
  {
    files: ['apps/games/**/*.test.ts'],
    rules: { 'chokdee/app-boundaries': ['error', { allow: ['server'] }] },
  },
  // The house games' maths runs on the server and in the member's browser alike (the verify pages replay shoes
  // and decks with it): nothing of Node's in it.
  {
    files: ['packages/house-maths/src/**/*.ts'],
    // The simulations' plan reads SIM from the environment: tests only.
    ignores: ['**/*.test.ts', '**/simulation-plan.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'crypto', 'fs', 'path', 'os', 'buffer'],
              message: 'house-maths runs in the browser too.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Buffer', 'process', '__dirname'],
    },
  },
  // A server module uses another only through its index.ts (tests also through its test-kit.ts), and no module
  // leads back to one that imports it (issue 26 item 4).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { chokdee },
    rules: { 'chokdee/module-boundaries': 'error', 'chokdee/module-cycles': 'error' },
  },
  // The house provider reaches the platform only through the seamless wallet API; the platform knows it only
  // through house/index.ts (docs/rules/boundaries.md).
  {
    files: ['apps/server/src/house/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    plugins: { chokdee },
    rules: { 'chokdee/house-boundary': 'error' },
  },
  // Only modules/ledger reads or writes the ledger's tables; the others use its read API (issue 26 item 4).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { chokdee },
    rules: { 'chokdee/ledger-tables': 'error' },
  },
);
