import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium';
import { baseUrl, chromiumExecutable } from './context';

/** One Chromium per test file, started by the first page and closed after the file (setup.ts). */
let browser: Promise<Browser> | undefined;
const errors = new WeakMap<Page, string[]>();

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
  return page;
}

/** The page's uncaught errors and console errors so far (CSP violations included). */
export const pageErrors = (page: Page): string[] => errors.get(page) ?? [];

export async function closeBrowser() {
  const open = browser;
  browser = undefined;
  await (await open)?.close();
}
