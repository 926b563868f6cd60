import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides, as .ci/run sets it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumMissing = (): string | undefined =>
  existsSync(chromiumPath())
    ? undefined
    : `e2e tests skipped: no Chromium at ${chromiumPath()} (apt-get install chromium, or set CHROMIUM_PATH)`;

/**
 * The machine has no outside network: without these Chromium keeps calling Google services and floods
 * the log with refused connections. Playwright adds --headless itself.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
