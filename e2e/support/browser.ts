import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium';
import { baseUrl, chromiumExecutable } from './context';

/** One Chromium per test file, started by the first page and closed after the file (setup.ts). */
let browser: Promise<Browser> | undefined;
const errors = new WeakMap<Page, string[]>();
const inFlight = new WeakMap<Page, Set<unknown>>();

/** Streams that stay open while a screen is shown (the member's push): never "done", so not waited for. */
const LONG_LIVED = /\/events(\?|$)/;

/** Mobile first: the member app's reference screen. */
export const PHONE_VIEWPORT = { width: 360, height: 640 };

/**
 * A page in a browser context of its own (fresh cookies and sessionStorage), 360×640 unless `options` say
 * otherwise, relative URLs resolved against the e2e server. Uncaught errors and console errors of the page
 * are collected for `pageErrors`.
 */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  browser ??= chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
  const context = await (
    await browser
  ).newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl(), locale: 'th-TH', ...options });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('pageerror', (err) => seen.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  errors.set(page, seen);
  const pending = new Set<unknown>();
  page.on('request', (req) => {
    if (!LONG_LIVED.test(req.url())) pending.add(req);
  });
  page.on('requestfinished', (req) => pending.delete(req));
  page.on('requestfailed', (req) => pending.delete(req));
  inFlight.set(page, pending);
  return page;
}

/** The page's uncaught errors and console errors so far (CSP violations included). */
export const pageErrors = (page: Page): string[] => errors.get(page) ?? [];

export async function closeBrowser() {
  const open = browser;
  browser = undefined;
  await (await open)?.close();
}

/**
 * Waits until no request has been in flight for `quietMs` (Playwright's "networkidle" without the
 * member's push stream, which stays open for as long as the screen does).
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 10_000 } = {}) {
  await page.waitForLoadState('load');
  const pending = inFlight.get(page)!;
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > until)
      throw new Error(`network still busy after ${timeoutMs} ms (${pending.size} requests)`);
    await page.waitForTimeout(50);
  }
}
